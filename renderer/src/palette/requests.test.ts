import { describe, expect, it } from 'vitest'
import { sendPaletteRequest, takePaletteRequest } from './requests'

describe('palette requests', () => {
  it('are met once, by a screen of their kind, the newest replacing one still waiting', () => {
    sendPaletteRequest({ kind: 'export' })
    sendPaletteRequest({ kind: 'speaker', id: 's1' })
    expect(takePaletteRequest('export')).toBeNull()
    expect(takePaletteRequest('sponsor')).toBeNull()
    expect(takePaletteRequest('speaker')).toEqual({ kind: 'speaker', id: 's1' })
    expect(takePaletteRequest('speaker')).toBeNull()
  })
})
