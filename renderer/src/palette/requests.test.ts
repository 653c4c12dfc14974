import { describe, expect, it } from 'vitest'
import { sendPaletteRequest, takePaletteRequest } from './requests'

describe('palette requests', () => {
  it('are met once, by a screen of their kind, the newest replacing one still waiting', () => {
    sendPaletteRequest({ kind: 'export' })
    sendPaletteRequest({ kind: 'undo' })
    expect(takePaletteRequest('export')).toBeNull()
    expect(takePaletteRequest('shortcuts')).toBeNull()
    expect(takePaletteRequest('undo')).toEqual({ kind: 'undo' })
    expect(takePaletteRequest('undo')).toBeNull()
  })
})
