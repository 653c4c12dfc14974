/** The banner of a refused save says only what no field of the form shows. */
import { describe, expect, it } from 'vitest'
import { bannerMessage } from './form-errors'

const FIELDS = ['name', 'baseUrl', 'apiKey', 'dailyQuota']

describe('bannerMessage', () => {
  it('leaves to the field a sentence the field shows', () => {
    const message = 'The address changed: enter the key again for https://b.example'
    expect(bannerMessage({ message, fieldErrors: { apiKey: message } }, FIELDS)).toBeNull()
  })

  it('shows a sentence no field shows', () => {
    expect(bannerMessage({ message: 'The keychain is locked.' }, FIELDS)).toBe(
      'The keychain is locked.',
    )
    const message = 'Two fields were refused.'
    expect(
      bannerMessage(
        { message, fieldErrors: { name: 'Enter a name', apiKey: 'Too short' } },
        FIELDS,
      ),
    ).toBe(message)
  })

  it('shows a sentence meant for a field the form does not have', () => {
    const message = 'The workspace ID is unknown.'
    expect(bannerMessage({ message, fieldErrors: { workspaceId: message } }, FIELDS)).toBe(message)
  })
})
