/** The classifier lives in shared/: the app's picture fetcher judges hosts by the same rules. */
export * from '@shared/net/address-class'
