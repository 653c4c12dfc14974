/**
 * The Agenda shows times in the zone Sessions does: the one chosen for the
 * event, else the event's own where the service reads the event back.
 */
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithCore } from '@test-support/component/render-with-core'
import { COMPUTER_ZONE } from '../sessions/zones'

const lede = () => screen.getByText(/^The sessions Stagehand knows for this event/)

describe('the Agenda’s time zone', () => {
  it('is the event’s own where the service reads the event and none was chosen', async () => {
    const { emulator } = await renderWithCore({
      section: 'agenda',
      emulator: { dialect: 'zuddl-docs', seed: 33 },
    })
    const zone = emulator.state.event(emulator.events[0]!.id)!.timezone
    // The seed gives an event whose zone is not this computer's, so the test tells them apart.
    expect(zone).not.toBe(COMPUTER_ZONE)
    await waitFor(() => expect(lede().textContent).toContain(`in ${zone}.`))
  })

  it('is the one chosen for the event, whatever the service says', async () => {
    await renderWithCore({
      section: 'agenda',
      emulator: { dialect: 'zuddl-docs', seed: 33 },
      prepare: async (prepared) => {
        await prepared.call('sessionDrafts:setTimeZone', {
          workspaceId: prepared.workspaceId,
          eventId: prepared.eventId,
          timeZone: 'Pacific/Auckland',
        })
      },
    })
    await waitFor(() => expect(lede().textContent).toContain('in Pacific/Auckland.'))
  })
})
