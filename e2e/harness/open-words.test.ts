import { describe, expect, it } from 'vitest'
import { openedWords } from './open-words'

describe('what the harness says once open', () => {
  it('says there is no display and how to see the UI without one', () => {
    const said = openedWords(true)
    expect(said).toMatch(/^No display was found/)
    expect(said).toContain('npm start')
    expect(said).toContain('npm run screenshots')
  })

  it('says how to stop it with a window', () => {
    expect(openedWords(false)).toMatch(/^Stagehand is open in Chromium.*Ctrl-C/)
  })
})
