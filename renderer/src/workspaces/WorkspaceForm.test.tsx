/**
 * The workspace form on a real core and emulator: a daily quota the shared
 * schema refuses is marked on its field and nothing is saved; a good one is
 * kept; and a refusal of the core's (an address moved without its key) is
 * put on its field with setError, the dialog left open.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { descriptionOf } from '@test-support/component/described'
import { renderWithCore, type CoreScreen } from '@test-support/component/render-with-core'

const RULE =
  'Enter the daily quota as a whole number of requests from 1 to 10,000,000 (10,000 unless the service raised it for this key)'

/** Opens the dialog and waits for its form, whose code may still be on its way. */
async function openDialog(user: CoreScreen['user'], item: 'Edit workspace…' | null) {
  if (item) {
    await user.click(await screen.findByTestId('workspace-switcher'))
    await user.click(await screen.findByRole('menuitem', { name: item }))
  } else {
    const welcome = await screen.findByTestId('welcome')
    await user.click(within(welcome).getByRole('button', { name: 'Add workspace' }))
  }
  const dialog = await screen.findByRole('dialog', {
    name: item ? 'Edit workspace' : 'Add workspace',
  })
  await within(dialog).findByLabelText('Name')
  return dialog
}

describe('the workspace form', () => {
  it('marks a daily quota that is not a whole number from 1 to 10,000,000 and saves nothing', async () => {
    const { emulator, user, call } = await renderWithCore({ workspace: false })
    const dialog = await openDialog(user, null)
    await user.type(within(dialog).getByLabelText('Name'), 'Quota')
    await user.type(within(dialog).getByLabelText('API base URL'), emulator.baseUrl)
    await user.type(within(dialog).getByLabelText('API key'), emulator.demoKey)
    const quota = within(dialog).getByLabelText<HTMLInputElement>('Daily request quota')
    expect(quota.value).toBe('10000')
    for (const typed of ['0', '2.5', '20000000', 'many']) {
      await user.clear(quota)
      await user.type(quota, typed)
      await user.click(within(dialog).getByRole('button', { name: 'Save' }))
      await waitFor(() => expect(quota.getAttribute('aria-invalid')).toBe('true'))
      expect(descriptionOf(quota)).toContain(RULE)
    }
    expect((await call('workspaces:list')).workspaces).toEqual([])

    await user.clear(quota)
    await user.type(quota, '500')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add workspace' })).toBeNull())
    const [saved] = (await call('workspaces:list')).workspaces
    expect(saved).toMatchObject({ name: 'Quota', dailyQuota: 500 })
  })

  it('puts the core’s refusal on its field: a moved address asks for the key again', async () => {
    const { emulator, user } = await renderWithCore()
    const dialog = await openDialog(user, 'Edit workspace…')
    const moved = new URL(emulator.baseUrl)
    moved.port = String(Number(moved.port) + 1)
    const address = within(dialog).getByLabelText('API base URL')
    await user.clear(address)
    await user.type(address, moved.origin)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    const key = within(dialog).getByLabelText('API key')
    await waitFor(() => expect(key.getAttribute('aria-invalid')).toBe('true'))
    expect(descriptionOf(key)).toMatch(
      new RegExp(`The address changed: enter the key again for ${moved.origin}`),
    )
    expect(document.activeElement).toBe(key)
    // No dots of a kept key in a field that asks for the key again.
    expect(key.getAttribute('placeholder')).toBe('Paste the API key')
    expect(screen.getByRole('dialog', { name: 'Edit workspace' })).toBe(dialog)
  })

  it('refuses a key made for another use than Backend at save, saying where to make one', async () => {
    const { emulator, user, call } = await renderWithCore({
      workspace: false,
      // A service that lists events: with none chosen yet, the check asks about the first.
      emulator: { dialect: 'zuddl-docs' },
    })
    const dialog = await openDialog(user, null)
    await user.type(within(dialog).getByLabelText('Name'), 'Front desk')
    await user.type(within(dialog).getByLabelText('API base URL'), emulator.baseUrl)
    const key = within(dialog).getByLabelText<HTMLInputElement>('API key')
    const other = emulator.keys.find((k) => k.kind === 'other' && k.scopes.length === 2)!.key
    await user.type(key, other)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(key.getAttribute('aria-invalid')).toBe('true'))
    expect(descriptionOf(key)).toMatch(/made for another use than Backend/)
    expect(descriptionOf(key)).toContain('General settings > API Access Key')
    // Nothing saved, nothing typed lost: the dialog stays with the values in it.
    expect((await call('workspaces:list')).workspaces).toEqual([])
    expect(key.value).toBe(other)
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('Front desk')

    // The right key saves.
    await user.clear(key)
    await user.type(key, emulator.demoKey)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add workspace' })).toBeNull())
    expect((await call('workspaces:list')).workspaces).toHaveLength(1)
  })
})
