import { describe, expect, it } from 'vitest'
import { shellHandlers } from './shell'

const signal = new AbortController().signal

describe('shell:openExternal', () => {
  it('opens an https link in the browser', async () => {
    const opened: string[] = []
    const open = shellHandlers(async (url) => void opened.push(url))['shell:openExternal']
    await expect(open({ url: 'https://example.com/help' }, { signal })).resolves.toEqual({
      opened: true,
    })
    expect(opened).toEqual(['https://example.com/help'])
  })

  it('refuses any other scheme, and opens nothing', async () => {
    const opened: string[] = []
    const open = shellHandlers(async (url) => void opened.push(url))['shell:openExternal']
    for (const url of ['http://example.com/', 'file:///etc/passwd', 'javascript:alert(1)']) {
      await expect(open({ url }, { signal }), url).rejects.toMatchObject({
        kind: 'invalid-input',
        message: 'Only https:// links are opened in the browser.',
      })
    }
    expect(opened).toEqual([])
  })
})
