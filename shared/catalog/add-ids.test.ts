import { describe, expect, it } from 'vitest'
import { addIdsFormSchema } from './add-ids'

const GOOD = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b'

function message(kind: Parameters<typeof addIdsFormSchema>[0], text: string): string | null {
  const result = addIdsFormSchema(kind).safeParse({ text })
  return result.success ? null : (result.error.issues[0]?.message ?? '')
}

describe('addIdsFormSchema', () => {
  it('accepts text with at least one usable ID, even beside a bad line', () => {
    expect(message('speaker', GOOD)).toBeNull()
    expect(message('speaker', `${GOOD}\nnot-an-id`)).toBeNull()
    expect(message('speaker', `id,label\n${GOOD},Ada`)).toBeNull()
  })

  it('asks for an ID when the text is empty or only blank lines and comments', () => {
    expect(message('speaker', '')).toMatch(/Enter at least one speaker ID/)
    expect(message('sponsor', '\n  \n# a comment\n')).toMatch(/Enter at least one sponsor ID/)
  })

  it('names the first unusable line and why when no ID is usable', () => {
    expect(message('speaker', '\nhello')).toBe(
      'No usable speaker ID: line 2 (“hello”) is not a speaker ID (one looks like 3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b)',
    )
    expect(message('session', 'a/b')).toMatch(/line 1 \(“a\/b”\) is not a session ID/)
  })
})
