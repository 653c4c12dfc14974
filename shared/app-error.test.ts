import { describe, expect, it } from 'vitest'
import { CHECK_ADVICE, readAppErrorData, withoutCheckAdvice } from './app-error'
import { appErrorDataSchema } from './errors'

const whole = {
  kind: 'http',
  message: 'The service refused the key.',
  status: 401,
  code: 'UNAUTHORIZED',
  description: 'Key revoked',
  fieldErrors: { name: 'Too long' },
  retryable: false,
  retryAfterSeconds: 30,
  mayHaveApplied: true,
}

/** Values the schema takes and refuses; the hand reading must answer each the same. */
const samples: [string, unknown][] = [
  ['the least', { kind: 'network', message: 'No answer.', retryable: true }],
  ['every member', whole],
  ['an unknown member', { ...whole, stack: 'at x', secret: 'k' }],
  ['a __proto__ field name', { ...whole, fieldErrors: JSON.parse('{"__proto__":"x","a":"b"}') }],
  [
    'an Error with the members',
    Object.assign(new Error('Gone.'), { kind: 'internal', retryable: false }),
  ],
  ['members given as undefined', { ...whole, status: undefined, code: undefined }],
  ['no kind', { message: 'x', retryable: false }],
  ['an unknown kind', { ...whole, kind: 'teapot' }],
  ['a message not text', { ...whole, message: 42 }],
  ['retryable missing', { kind: 'http', message: 'x' }],
  ['a status with a fraction', { ...whole, status: 401.5 }],
  ['a status as text', { ...whole, status: '401' }],
  ['a null status', { ...whole, status: null }],
  ['an endless wait', { ...whole, retryAfterSeconds: Number.POSITIVE_INFINITY }],
  ['a wait not a number', { ...whole, retryAfterSeconds: Number.NaN }],
  ['a code not text', { ...whole, code: 7 }],
  ['a field error not text', { ...whole, fieldErrors: { name: 3 } }],
  ['field errors as a list', { ...whole, fieldErrors: ['x'] }],
  ['mayHaveApplied not yes or no', { ...whole, mayHaveApplied: 'yes' }],
  ['a list', [whole]],
  ['text', 'Something failed'],
  ['null', null],
  ['undefined', undefined],
]

describe('readAppErrorData', () => {
  it.each(samples)('reads %s as the schema does', (_name, value) => {
    const parsed = appErrorDataSchema.safeParse(value)
    expect(readAppErrorData(value)).toEqual(parsed.success ? parsed.data : null)
  })

  it('takes the field errors without their prototype name', () => {
    const read = readAppErrorData({ ...whole, fieldErrors: JSON.parse('{"__proto__":"x"}') })
    expect(read?.fieldErrors).toEqual({})
    expect(Object.getPrototypeOf(read?.fieldErrors)).toBe(Object.prototype)
  })
})

describe('the advice of a write whose answer was lost', () => {
  it('is taken off the end of a message, and only there', () => {
    expect(
      withoutCheckAdvice(`Could not delete the location: the connection dropped. ${CHECK_ADVICE}`),
    ).toBe('Could not delete the location: the connection dropped.')
    expect(withoutCheckAdvice('The location was not found.')).toBe('The location was not found.')
    expect(withoutCheckAdvice(`${CHECK_ADVICE} And more.`)).toBe(`${CHECK_ADVICE} And more.`)
  })
})
