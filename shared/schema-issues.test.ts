import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fieldIssues, issuePath, issueSentence, issuesSentence } from './schema-issues'

const page = z.object({
  data: z.array(z.object({ id: z.string(), profile: z.object({ country: z.string() }) })),
  pagination: z.object({ next: z.string().nullable() }),
})

function failure(schema: z.ZodType, value: unknown): z.ZodError {
  const parsed = schema.safeParse(value)
  if (parsed.success) throw new Error('expected the value to be refused')
  return parsed.error
}

const row = { id: 'a', profile: { country: 'Kenya' } }

describe('issue sentences', () => {
  it('names the field and what was found and expected', () => {
    const answer = {
      data: [row, row, row, { id: 'd', profile: 'Kenya' }],
      pagination: { next: null },
    }
    const error = failure(page, answer)
    expect(issueSentence(error.issues[0]!, answer)).toBe(
      '`data[3].profile` was a string, expected an object',
    )
  })

  it('says a missing field is missing, and never quotes the received value', () => {
    const answer = { data: [{ id: 42, profile: { country: 'secret-value' } }] }
    const sentence = issuesSentence(failure(page, answer), answer)
    expect(sentence).toBe(
      '`data[0].id` was a number, expected a string; `pagination` was missing, expected an object',
    )
    expect(sentence).not.toContain('42')
  })

  it('counts what it does not spell out', () => {
    const answer = { data: [{}, {}], pagination: null }
    expect(issuesSentence(failure(page, answer), answer, 1)).toMatch(/; and 4 more problems$/)
  })

  it('words the root, lists, enums and unknown fields', () => {
    expect(issueSentence(failure(page, 'hello').issues[0]!, 'hello')).toBe(
      'the value was a string, expected an object',
    )
    expect(issueSentence(failure(page, [row]).issues[0]!, [row])).toBe(
      'the value was a list, expected an object',
    )
    const status = { status: 'GONE' }
    const enumIssue = failure(z.object({ status: z.enum(['A', 'B']) }), status).issues[0]!
    expect(issueSentence(enumIssue, status)).toBe('`status`: expected one of "A"|"B"')
    const strict = { a: 1, extra: 2 }
    const keys = failure(z.strictObject({ a: z.number() }), strict).issues[0]!
    expect(issueSentence(keys, strict)).toBe('the value had a field not expected: extra')
    expect(issuePath(['data', 3, 'profile'])).toBe('data[3].profile')
  })

  it('keeps a schema’s own message for form fields and rewords zod’s generic one', () => {
    const form = z.object({ name: z.string().min(1, 'Enter a name'), size: z.number() })
    const input = { name: '', size: 'big' }
    expect(fieldIssues(failure(form, input), input)).toEqual({
      name: 'Enter a name',
      size: '`size` was a string, expected a number',
    })
  })
})
