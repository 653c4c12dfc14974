/**
 * Looks for a secret in bytes and text, as itself and in the encodings a leak
 * would most likely take: JSON escaping, percent-encoding, base64 (at every
 * byte alignment, so it is found inside a longer base64 text), hex and UTF-16.
 * The key-leak spec runs every place the app writes or the renderer sees
 * through here.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

export interface Needle {
  encoding: string
  bytes: Buffer
}

/** Where a secret was found and as what. */
export interface Finding {
  where: string
  encodings: string[]
}

/**
 * The base64 characters that depend on the secret's bytes alone, for each of
 * the three offsets it can start at within a longer encoded text: the first
 * group shares bits with what comes before, the last with what comes after.
 */
function base64Cores(bytes: Buffer): string[] {
  return [0, 1, 2].map((offset) => {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64')
    const start = offset === 0 ? 0 : 4
    const end = (offset + bytes.length) % 3 === 0 ? encoded.length : encoded.length - 4
    return encoded.slice(start, end)
  })
}

function percentEncodeEveryByte(bytes: Buffer): string {
  return [...bytes].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('')
}

/** Every form of `secret` a search looks for, each named by its encoding. */
export function secretNeedles(secret: string): Needle[] {
  const utf8 = Buffer.from(secret, 'utf8')
  const jsonEscaped = JSON.stringify(secret).slice(1, -1)
  const text: [string, string][] = [
    ['utf-8', secret],
    ['json-escaped', jsonEscaped],
    ['json-escaped with \\/', jsonEscaped.replaceAll('/', '\\/')],
    ['percent-encoded', encodeURIComponent(secret)],
    [
      'percent-encoded, lower-case hex',
      encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
    ],
    ['percent-encoded, every byte', percentEncodeEveryByte(utf8)],
    ['hex', utf8.toString('hex')],
    ['hex, upper-case', utf8.toString('hex').toUpperCase()],
    ...base64Cores(utf8).map((core): [string, string] => ['base64', core]),
    ...base64Cores(utf8).map((core): [string, string] => [
      'base64url',
      core.replaceAll('+', '-').replaceAll('/', '_'),
    ]),
  ]
  const utf16be = Buffer.from(secret, 'utf16le').swap16()
  return [
    ...text.map(([encoding, form]) => ({ encoding, bytes: Buffer.from(form, 'utf8') })),
    { encoding: 'utf-16le', bytes: Buffer.from(secret, 'utf16le') },
    { encoding: 'utf-16be', bytes: utf16be },
  ]
}

/** The encodings of the secret that `haystack` holds (none: an empty list). */
export function encodingsIn(haystack: Buffer | string, needles: Needle[]): string[] {
  const bytes = typeof haystack === 'string' ? Buffer.from(haystack, 'utf8') : haystack
  const found = needles.filter((n) => bytes.includes(n.bytes)).map((n) => n.encoding)
  return [...new Set(found)]
}

/** Findings in named pieces of text or bytes: one per piece that holds the secret. */
export function searchAll(
  pieces: { where: string; content: Buffer | string }[],
  needles: Needle[],
): Finding[] {
  return pieces
    .map((piece) => ({ where: piece.where, encodings: encodingsIn(piece.content, needles) }))
    .filter((finding) => finding.encodings.length > 0)
}

/** Every file under `dir`, at any depth, read as bytes (binary files too). */
export async function filesUnder(dir: string): Promise<{ where: string; content: Buffer }[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
  return Promise.all(files.map(async (file) => ({ where: file, content: await readFile(file) })))
}
