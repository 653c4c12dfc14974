/**
 * The sentence of what a revert sends, naming the values it puts back.
 *
 * "Sets the session’s title back to “Opening”." tells the user what the
 * revert writes before they confirm it; a picture is named by its file and
 * size. Long values are shortened: the detail's table shows them whole.
 */
import { sizeWords } from '@shared/byte-size'
import { FIELD_LABEL, type EditableField } from '@shared/sessions/session-form'
import type { Picture } from './entry'

/** Longer text is cut to this many characters, with an ellipsis. */
const LONGEST = 40

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= LONGEST ? flat : `${flat.slice(0, LONGEST - 1).trimEnd()}…`
}

/** A value as words: quoted text, a number, "none" or "empty". */
export function valueWords(value: unknown): string {
  if (value === undefined || value === null) return 'none'
  if (typeof value === 'string') return value.trim() === '' ? 'empty' : `“${shortened(value)}”`
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none'
    const items = value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
    return `“${shortened(items.join(', '))}”`
  }
  return `“${shortened(JSON.stringify(value))}”`
}

function fieldName(field: string): string {
  const label = FIELD_LABEL[field as EditableField] ?? field
  return label.charAt(0).toLowerCase() + label.slice(1)
}

/** "a", "a and b", "a, b and c". */
function joined(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('')
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}

/** "Sets the session’s title back to “Opening” and tags back to none." */
export function sessionRevertWords(values: Readonly<Record<string, unknown>>): string {
  const parts = Object.entries(values).map(
    ([field, value]) => `${fieldName(field)} back to ${valueWords(value)}`,
  )
  return `Sets the session’s ${joined(parts)}.`
}

const TYPE_WORD: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
}

function decoded(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}

/** The last part of the picture's address when it names a file ("photo.jpg"), else its type. */
function pictureName(url: string | null, contentType: string): string {
  const last = url?.split(/[?#]/)[0]?.split('/').at(-1) ?? ''
  const name = decoded(last)
  if (/^[^/\\]{1,80}\.[A-Za-z0-9]{2,5}$/.test(name)) return shortened(name)
  return TYPE_WORD[contentType.toLowerCase()] ?? 'picture'
}

/** "Puts back the speaker’s previous picture (photo.jpg, 120 KB)." */
export function pictureRevertWords(whose: string, what: string, picture: Picture): string {
  const facts = picture.bytes
    ? ` (${pictureName(picture.url, picture.bytes.contentType)}, ${sizeWords(picture.bytes.size)})`
    : ''
  return `Puts back the ${whose}’s previous ${what}${facts}.`
}
