import { describe, expect, it } from 'vitest'
import { createRedactor } from '../logging/logger'
import { bareAddress, diagnosticsText, type DiagnosticsFacts } from './diagnostics'

const facts: DiagnosticsFacts = {
  app: { version: '1.2.3', platform: 'linux', electron: '45.4.1', chrome: '142.0', node: '24.1.0' },
  os: { type: 'Linux', release: '6.8.0', arch: 'x64' },
  workspaces: [
    { baseUrl: 'https://api.example.com/', isDemo: false },
    { baseUrl: 'https://user:pw-secret@events.example.org/v2?token=abc#frag', isDemo: false },
    { baseUrl: 'http://127.0.0.1:4000', isDemo: true },
  ],
  errors: [
    { at: '2026-05-01T10:00:00.000Z', message: 'export failed', detail: 'The disk is full.' },
    { at: '2026-05-01T10:01:00.000Z', message: 'reload failed', detail: null },
  ],
  now: new Date('2026-05-01T12:00:00Z'),
}

describe('diagnostics', () => {
  it('names versions, the system, workspaces by count and address, and the last errors', () => {
    expect(diagnosticsText(facts, (t) => t)).toBe(
      [
        'Stagehand diagnostics',
        'Taken: 2026-05-01T12:00:00.000Z',
        '',
        'Stagehand: 1.2.3',
        'Electron: 45.4.1',
        'Chrome: 142.0',
        'Node: 24.1.0',
        'Operating system: Linux 6.8.0 (linux, x64)',
        '',
        'Workspaces: 3',
        '- https://api.example.com',
        '- https://events.example.org/v2',
        '- http://127.0.0.1:4000 (sample data on this computer)',
        '',
        'Recent errors: 2',
        '- 2026-05-01T10:00:00.000Z export failed: The disk is full.',
        '- 2026-05-01T10:01:00.000Z reload failed',
        '',
      ].join('\n'),
    )
  })

  it('says so outside Electron and without errors, and keeps a bad address out', () => {
    const text = diagnosticsText(
      {
        ...facts,
        app: { ...facts.app, electron: null, chrome: null },
        workspaces: [{ baseUrl: 'not a url', isDemo: false }],
        errors: [],
      },
      (t) => t,
    )
    expect(text).toContain('Electron: not running in Electron')
    expect(text).toContain('- (not a valid address)')
    expect(text).toContain('Recent errors: none')
    expect(bareAddress('https://a.example/x/?q=1')).toBe('https://a.example/x/')
  })

  it('passes the whole text through the redactor', () => {
    const redactor = createRedactor()
    redactor.add('sk_live_0123456789abcdef')
    const leaky = {
      ...facts,
      errors: [
        {
          at: 'now',
          message: 'sent sk_live_0123456789abcdef',
          detail: 'Authorization: Bearer xyz',
        },
      ],
    }
    const text = diagnosticsText(leaky, (t) => redactor.apply(t))
    expect(text).not.toContain('sk_live_0123456789abcdef')
    expect(text).not.toContain('xyz')
    expect(text).toContain('sent [redacted]')
  })
})
