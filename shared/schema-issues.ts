/**
 * Sentences for zod issues that name the field and what was expected.
 *
 * "`data[3].profile` was a string, expected an object", never zod's bare
 * "Invalid input". The received value is described by its type only, never
 * quoted: an answer or a payload may hold personal data or a secret, and these
 * sentences reach the screen and the log.
 */
import { z } from 'zod'

type Issue = z.core.$ZodIssue
type Path = readonly PropertyKey[]

/** `data[3].profile` as zod 4 writes paths (z.prettifyError's notation); '' for the root. */
export function issuePath(path: Path): string {
  return path.length === 0 ? '' : z.core.toDotPath([...path])
}

/** The value at `path` inside `root`, or undefined when the path does not lead anywhere. */
function valueAt(root: unknown, path: Path): unknown {
  let value = root
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

/** "a string", "an object", "null": how a received value is named, by its type alone. */
export function describeType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'number' && Number.isNaN(value)) return 'not a number'
  const type = typeof value
  return type === 'object' || type === 'undefined' ? `an ${type}` : `a ${type}`
}

const EXPECTED_NAMES: Record<string, string> = {
  array: 'a list',
  int: 'a whole number',
  object: 'an object',
  undefined: 'nothing',
  null: 'null',
}

function expectedName(expected: string): string {
  return EXPECTED_NAMES[expected] ?? `a ${expected}`
}

const quote = (path: string): string => (path ? `\`${path}\`` : 'the value')

/** zod's message without its generic opening ("Invalid input: expected …" → "expected …"). */
function detail(message: string): string {
  return message.replace(/^(Invalid input|Invalid option|Invalid value|Too small|Too big): /, '')
}

/**
 * One issue as a sentence naming its field.
 *
 * `root` is the value that was checked, so the sentence can say what was found
 * there instead of the expected type (zod 4 keeps the input out of issues
 * unless asked).
 */
export function issueSentence(issue: Issue, root: unknown): string {
  const path = issuePath(issue.path)
  const where = quote(path)
  switch (issue.code) {
    case 'invalid_type': {
      const found = valueAt(root, issue.path)
      const expected = expectedName(issue.expected)
      return found === undefined
        ? `${where} was missing, expected ${expected}`
        : `${where} was ${describeType(found)}, expected ${expected}`
    }
    case 'unrecognized_keys':
      return `${where} had ${issue.keys.length === 1 ? 'a field' : 'fields'} not expected: ${issue.keys.join(', ')}`
    case 'invalid_union':
      return `${where} was ${describeType(valueAt(root, issue.path))}, which matched none of the accepted forms`
    default:
      return `${where}: ${detail(issue.message)}`
  }
}

/** The first issues of an error as one sentence ("…; and 4 more problems"). */
export function issuesSentence(error: z.ZodError, root: unknown, shown = 2): string {
  const sentences = error.issues.slice(0, shown).map((issue) => issueSentence(issue, root))
  const rest = error.issues.length - sentences.length
  const more = rest > 0 ? `; and ${rest} more ${rest === 1 ? 'problem' : 'problems'}` : ''
  return sentences.join('; ') + more
}

/** zod's own wording, as opposed to a message a schema in shared/ gives for a form field. */
const ZOD_WORDING =
  /^(Invalid input|Invalid option|Invalid value|Too small|Too big|Unrecognized key)/

/**
 * Field path → sentence for form fields (the first issue of each field wins):
 * a schema's own message as it is, zod's generic wording as a sentence that
 * names the field. Paths under `formFields` are keyed from inside it; an
 * issue about the member as a whole is keyed `_`.
 */
export function fieldIssues(
  error: z.ZodError,
  root: unknown,
  formFields?: string,
): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const path = formFields && issue.path[0] === formFields ? issue.path.slice(1) : issue.path
    const key = path.length > 0 ? path.map(String).join('.') : '_'
    fields[key] ??= ZOD_WORDING.test(issue.message) ? issueSentence(issue, root) : issue.message
  }
  return fields
}
