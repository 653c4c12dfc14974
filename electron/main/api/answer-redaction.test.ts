import { describe, expect, it } from 'vitest'
import { redactAnswer } from './answer-redaction'

const KEY = 'sk-test+key/0123'
const bytes = (text: string) => new TextEncoder().encode(text)
const text = (b: Uint8Array) => new TextDecoder().decode(b)

describe('redactAnswer', () => {
  it('gives an answer without the key back as it is', () => {
    const answer = bytes('{"id":"a","title":"Opening"}')
    expect(redactAnswer(answer, KEY)).toBe(answer)
  })

  it('takes the key out of every string and member name of a JSON answer', () => {
    const answer = bytes(JSON.stringify({ id: 'a', echo: { [KEY]: `Bearer ${KEY}` } }))
    const out = JSON.parse(text(redactAnswer(answer, KEY))) as unknown
    expect(out).toEqual({ id: 'a', echo: { '[redacted]': 'Bearer [redacted]' } })
  })

  it('finds the key written with an escaped slash', () => {
    const answer = bytes(`{"echo":"${KEY.replace('/', '\\/')}"}`)
    expect(text(redactAnswer(answer, KEY))).toBe('{"echo":"[redacted]"}')
  })

  it('takes the key out of an answer that is not JSON', () => {
    expect(text(redactAnswer(bytes(`<p>${KEY}</p>`), KEY))).toBe('<p>[redacted]</p>')
  })
})
