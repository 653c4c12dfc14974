/** Minimal types for gifenc (the package ships none). Only what test-support/images-gif.ts uses. */
declare module 'gifenc' {
  export interface GifFrameOptions {
    palette?: number[][]
    delay?: number
    repeat?: number
    first?: boolean
    transparent?: boolean
    transparentIndex?: number
    colorDepth?: number
    dispose?: number
  }
  export interface GifEncoderStream {
    writeFrame(index: Uint8Array, width: number, height: number, opts?: GifFrameOptions): void
    finish(): void
    bytes(): Uint8Array
  }
  export function GIFEncoder(opts?: { auto?: boolean; initialCapacity?: number }): GifEncoderStream
  const gifenc: { GIFEncoder: typeof GIFEncoder }
  export default gifenc
}
