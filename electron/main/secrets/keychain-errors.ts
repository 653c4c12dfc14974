/**
 * A keychain failure in words a person can act on.
 *
 * The keychain library reports a locked keyring, a missing one and anything
 * else only as text (seen on Linux: "Couldn't access platform storage: Secret
 * Service: unlock prompt was dismissed" when locked; a D-Bus error naming the
 * session bus or org.freedesktop.secrets when there is none), so the text
 * decides which sentence the user reads. Keys are kept only in the keychain
 * (docs/architecture.md): every sentence says what to do, none offers a weaker
 * place.
 */
import { appError, type AppError } from '@shared/errors'

export type KeychainAction = 'read' | 'save' | 'remove'

export const KEYCHAIN_LOCKED_CODE = 'keychain-locked'
export const KEYCHAIN_MISSING_CODE = 'keychain-missing'
export const KEYCHAIN_FAILED_CODE = 'keychain-failed'
export const KEY_NOT_IN_KEYCHAIN_CODE = 'keychain-key-not-found'

const LINUX_KEYCHAINS = 'on Linux: GNOME Keyring or KWallet, providing the Secret Service'

const LOCKED = /\block(ed)?\b|unlock|prompt (was )?dismissed|not unlocked/i
const MISSING =
  /DBUS_SESSION_BUS_ADDRESS|ServiceUnknown|not provided by any|org\.freedesktop\.secrets|no (secret service|such (name|interface|object))|platform (secure )?storage.*(unavailable|not available)|no default collection/i

const VERB: Record<KeychainAction, string> = {
  read: 'read the API key from',
  save: 'save the API key in',
  remove: 'remove the API key from',
}

export function keychainError(action: KeychainAction, error: unknown): AppError {
  const detail = error instanceof Error ? error.message : String(error)
  if (LOCKED.test(detail)) {
    return appError(
      'keychain',
      `The system keychain is locked, so Stagehand could not ${VERB[action]} it. ` +
        'Unlock the keychain (or log in again) and try again.',
      { code: KEYCHAIN_LOCKED_CODE },
    )
  }
  if (MISSING.test(detail)) {
    return appError(
      'keychain',
      `No system keychain is running, so Stagehand could not ${VERB[action]} it. ` +
        `Stagehand keeps API keys only there: start one (${LINUX_KEYCHAINS}) and try again.`,
      { code: KEYCHAIN_MISSING_CODE },
    )
  }
  return appError(
    'keychain',
    `Could not ${VERB[action]} the system keychain (${detail}). ` +
      `Stagehand keeps API keys only there: make sure a keychain is running and unlocked (${LINUX_KEYCHAINS}) and try again.`,
    { code: KEYCHAIN_FAILED_CODE },
  )
}

/**
 * A workspace that has a key (its last four characters are saved) but whose
 * keychain entry came back empty: a locked keyring answers some reads with
 * nothing rather than an error, or the entry was removed from outside.
 */
export function keyNotFoundError(): AppError {
  return appError(
    'keychain',
    "This workspace's API key was not found in the system keychain: the keychain may be locked, " +
      'or the key was removed from it. Unlock the keychain and try again, or edit the workspace and enter the key again.',
    { code: KEY_NOT_IN_KEYCHAIN_CODE },
  )
}

export const KEY_FOR_OTHER_ADDRESS_CODE = 'keychain-key-other-address'

/**
 * The keychain holds the workspace's key for another origin than the
 * workspace's address now names (the settings file was changed outside the
 * app): the key is not sent there.
 */
export function keyForOtherAddressError(boundTo: string, now: string): AppError {
  return appError(
    'keychain',
    `This workspace's API key was entered for ${boundTo}, but the workspace's address is now ${now}: ` +
      'a key is only sent to the address it was entered for. Edit the workspace and enter the key again.',
    { code: KEY_FOR_OTHER_ADDRESS_CODE },
  )
}
