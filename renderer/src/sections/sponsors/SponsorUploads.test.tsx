/**
 * A sponsor card's uploads on a real core and emulator, when they go wrong:
 * a sponsor the service does not know, keys that cannot upload, and a
 * dropped connection whose file is sent again on request. Each is a sentence
 * on the card, and the file stays. Where the service reads a sponsor back,
 * the card's Check reads it and tells what History then tells.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makePng } from '@test-support/images'
import { dropOn } from '@test-support/component/drop'
import {
  renderWithCore,
  type RenderWithCoreOptions,
} from '@test-support/component/render-with-core'
import { uploadRequests } from '@test-support/component/speakers'
import type { JournalEntry } from '@shared/journal/entry'

const UNKNOWN_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'

/** The Sponsors section with one sponsor in the catalog, labelled; its card's drop zones. */
async function openSponsor(
  label: string,
  options: Pick<RenderWithCoreOptions, 'apiKey'> & {
    unknown?: boolean
    dialect?: 'zuddl-docs'
  } = {},
) {
  let sponsorId = UNKNOWN_ID
  const opened = await renderWithCore({
    section: 'sponsors',
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    ...(options.dialect ? { emulator: { dialect: options.dialect } } : {}),
    prepare: async ({ emulator, call, workspaceId, eventId }) => {
      if (!options.unknown) sponsorId = emulator.state.event(eventId)!.sponsors[0]!.id
      await call('catalog:add', { workspaceId, eventId, kind: 'sponsor', text: sponsorId, label })
    },
  })
  const card = await screen.findByRole('article', { name: label })
  const zone = (target: string) =>
    card.querySelector<HTMLElement>(`[data-testid="image-drop"][data-target="${target}"]`)!
  const drop = (target: string, name: string, width: number, height: number) =>
    dropOn(zone(target).querySelector('.image-drop__face')!, [
      { name, type: 'image/png', bytes: makePng(width, height) },
    ])
  return { ...opened, sponsorId, card, zone, drop }
}

const says = (zone: HTMLElement, testId: string, text: string) =>
  waitFor(() => expect(within(zone).getByTestId(testId).textContent).toContain(text))

const KEYS_THAT_CANNOT_UPLOAD = [
  {
    what: 'a Backend key with READ scope only',
    kind: 'backend',
    scopes: 'READ',
    says: 'This key can read but not upload: This needs an API key with WRITE scope',
  },
  {
    what: 'a key not made for Backend usage',
    kind: 'other',
    scopes: 'READ,WRITE',
    says: 'This key can read but not upload: This key was made for another use than Backend',
  },
] as const

describe('a sponsor card’s upload', () => {
  it('marks a sponsor the service does not know, and the file stays to retry', async () => {
    const { card, zone, drop } = await openSponsor('Ghost Ltd', { unknown: true })
    drop('sponsor-logo', 'logo.png', 640, 320)
    const logo = zone('sponsor-logo')
    await says(logo, 'upload-error', 'The sponsor was not found.')
    expect(card.getAttribute('data-status')).toBe('not-found')
    expect(within(card).getByTestId('sponsor-not-found')).toBeTruthy()
    expect(within(logo).getByRole('button', { name: 'Retry' })).toBeTruthy()
    expect(within(logo).getByTestId('image-drop-status').textContent).toContain('logo.png')
  })

  for (const key of KEYS_THAT_CANNOT_UPLOAD) {
    it(`tells ${key.what} that it cannot upload`, async () => {
      const { zone, drop } = await openSponsor('Acme Corp', {
        apiKey: (emulator) =>
          emulator.keys.find((k) => k.kind === key.kind && k.scopes.join() === key.scopes)!.key,
      })
      drop('sponsor-cover', 'cover.png', 1200, 400)
      const cover = zone('sponsor-cover')
      await says(cover, 'upload-error', key.says)
      // The file stays, to send again once the workspace has a key that can.
      expect(within(cover).getByRole('button', { name: 'Retry' })).toBeTruthy()
    })
  }

  it('says a dropped connection on the card, and Upload again sends the same file again', async () => {
    const { emulator, user, zone, drop, sponsorId } = await openSponsor('Acme Corp')
    const logo = zone('sponsor-logo')
    emulator.state.setFaults([{ kind: 'drop', method: 'POST', times: 1 }])
    drop('sponsor-logo', 'acme-logo.png', 480, 240)
    await says(logo, 'upload-error', 'may or may not have been')
    expect(within(logo).getByTestId('image-drop-status').textContent).toContain('acme-logo.png')
    // A sponsor cannot be read back: the card says so instead of offering a check.
    expect(within(logo).getByTestId('upload-unsure').textContent).toContain(
      'could not tell whether the new logo was applied',
    )
    emulator.state.setFaults([])
    const before = uploadRequests(emulator).length
    await user.click(within(logo).getByRole('button', { name: 'Upload again' }))
    await waitFor(() => expect(logo.getAttribute('data-phase')).toBe('done'))
    expect(uploadRequests(emulator).length - before).toBe(1)
    const stored = [...emulator.state.images.values()].filter(
      (i) => i.target === `sponsor:${sponsorId}:LOGO`,
    )
    expect(stored.at(-1)).toMatchObject({ width: 480, height: 240 })
  })

  it.each([
    {
      fate: 'applied',
      afterHandling: true,
      card: null,
      history: { status: 'applied', sentence: null },
    },
    {
      fate: 'not applied',
      afterHandling: false,
      card: 'It was not applied: the sponsor still has the logo from before.',
      history: {
        status: 'refused',
        sentence: 'A check found the logo unchanged: the upload was not applied.',
      },
    },
  ])(
    'checks a lost answer by reading the sponsor, and History tells the same: $fate',
    async ({ afterHandling, card, history }) => {
      const opened = await openSponsor('Acme Corp', { dialect: 'zuddl-docs' })
      const { emulator, user, zone, drop, call, workspaceId, sponsorId } = opened
      await opened.answered('listings:sponsor')
      const logo = zone('sponsor-logo')
      emulator.state.setFaults([{ kind: 'drop', afterHandling, method: 'POST', times: 1 }])
      drop('sponsor-logo', 'acme-logo.png', 480, 240)
      await says(logo, 'upload-unsure', 'Check reads the sponsor from the service')
      emulator.state.setFaults([])
      await user.click(within(logo).getByRole('button', { name: 'Check' }))
      if (card) await says(logo, 'upload-unsure', card)
      else await waitFor(() => expect(logo.getAttribute('data-phase')).toBe('done'))
      const { entries } = await call('journal:list', {
        workspaceId,
        filter: { resource: { kind: 'sponsor', id: sponsorId } },
        limit: 1,
      })
      expect((entries[0] as JournalEntry).outcome).toMatchObject(history)
    },
  )
})
