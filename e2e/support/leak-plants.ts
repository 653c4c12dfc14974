/**
 * Copies of a secret, one per encoding the leak search knows, each buried in
 * other bytes as a real leak would be (base64 at all three byte offsets inside
 * a longer encoded text). The key-leak spec plants them in a scratch folder to
 * prove that its search finds each one before it trusts the search's silence.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export interface PlantedCopy {
  /** Path inside the scratch folder; nested, so the search must recurse. */
  file: string
  /** The encoding the search must report for this file. */
  encoding: string
  bytes: Buffer
}

const noise = (): Buffer => randomBytes(64)

export function plantedCopies(secret: string): PlantedCopy[] {
  const utf8 = Buffer.from(secret, 'utf8')
  const json = JSON.stringify({ apiKey: secret })
  const percent = encodeURIComponent(secret)
  const inBase64 = (offset: number, url: boolean): string => {
    const text = Buffer.concat([randomBytes(30 + offset), utf8, randomBytes(7)]).toString('base64')
    return url ? text.replaceAll('+', '-').replaceAll('/', '_') : text
  }
  const copies: [string, string, Buffer | string][] = [
    ['text/header.txt', 'utf-8', `Authorization: ${secret}\n`],
    ['json/settings.json', 'json-escaped', json],
    ['json/escaped-slash.json', 'json-escaped with \\/', json.replaceAll('/', '\\/')],
    ['url/query.txt', 'percent-encoded', `GET /teams?key=${percent}`],
    [
      'url/query-lower.txt',
      'percent-encoded, lower-case hex',
      `GET /teams?key=${percent.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase())}`,
    ],
    [
      'url/every-byte.txt',
      'percent-encoded, every byte',
      [...utf8].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join(''),
    ],
    ['hex/dump.txt', 'hex', `0x${utf8.toString('hex')}`],
    ['hex/dump-upper.txt', 'hex, upper-case', utf8.toString('hex').toUpperCase()],
    ...[0, 1, 2].flatMap((offset): [string, string, string][] => [
      [`base64/offset-${offset}.txt`, 'base64', inBase64(offset, false)],
      [`base64/url-offset-${offset}.txt`, 'base64url', inBase64(offset, true)],
    ]),
    ['binary/utf-16le.bin', 'utf-16le', Buffer.from(json, 'utf16le')],
    ['binary/utf-16be.bin', 'utf-16be', Buffer.from(json, 'utf16le').swap16()],
  ]
  return copies.map(([file, encoding, content]) => ({
    file: join('planted', file),
    encoding,
    // Binary noise around each copy: the search reads files as bytes, not as text.
    bytes: Buffer.concat([noise(), Buffer.from(content), noise()]),
  }))
}

export async function plantCopies(dir: string, copies: PlantedCopy[]): Promise<void> {
  for (const copy of copies) {
    const path = join(dir, copy.file)
    await mkdir(join(path, '..'), { recursive: true })
    await writeFile(path, copy.bytes)
  }
}
