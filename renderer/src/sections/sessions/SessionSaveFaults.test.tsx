/**
 * A session edit whose connection drops after it was sent, on a real core
 * and emulator: main does not send it again on its own, the editor says it
 * may have been applied and keeps what was typed, and saving again on
 * purpose applies it once. The session cannot be read back, so "Send again"
 * sends the same body once more; edits typed since go through the review.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CoreScreen } from '@test-support/component/render-with-core'
import { openSession, openSessions, received } from '@test-support/component/sessions'

const SEED = 5150

async function retitle(user: CoreScreen['user'], form: HTMLElement, title: string) {
  const field = within(form).getByLabelText('Title')
  await user.clear(field)
  await user.type(field, title)
}

async function saveFromReview(user: CoreScreen['user'], form: HTMLElement) {
  await user.click(within(form).getByRole('button', { name: 'Review and save…' }))
  const review = await screen.findByRole('dialog', { name: 'Save these changes?' })
  await user.click(within(review).getByRole('button', { name: 'Save changes' }))
}

const titleOf = (form: HTMLElement) => within(form).getByLabelText<HTMLInputElement>('Title').value

describe('a session save whose answer was lost', () => {
  it('is sent once, said to have maybe been applied, and saved once on purpose', async () => {
    const opened = await openSessions({ emulator: { seed: SEED } })
    const { emulator, user, event } = opened
    const session = event.sessions.at(-1)!
    const form = await openSession(opened, session.id)
    let puts = 0
    const pick = emulator.state.faults.pick.bind(emulator.state.faults)
    emulator.state.faults.pick = (method, path) => {
      if (method === 'PUT') puts += 1
      return pick(method, path)
    }
    emulator.state.setFaults([{ kind: 'drop', method: 'PUT', times: 1 }], SEED)

    await retitle(user, form, 'Closing panel')
    await saveFromReview(user, form)
    const error = await screen.findByTestId('save-error')
    expect(error.textContent).toMatch(/may have been applied .*check it before sending it again/)
    expect(error.textContent).toContain('Perhaps saved: nothing you typed is lost')
    expect(titleOf(form)).toBe('Closing panel')
    expect(puts).toBe(1)
    // This emulator drops the connection before the change is made: nothing was applied.
    expect(await received(emulator, session.id)).toEqual([])

    await saveFromReview(user, form)
    await waitFor(() => expect(screen.queryByTestId('save-error')).toBeNull())
    // The error goes as the save starts; the request leaves once the journal holds its intent.
    await waitFor(() => expect(puts).toBe(2))
    expect(await received(emulator, session.id)).toEqual([{ title: 'Closing panel' }])
  })

  it('after it was applied offers Send again, which sends the same values once more', async () => {
    const opened = await openSessions({ emulator: { seed: SEED } })
    const { emulator, user, event } = opened
    const session = event.sessions.at(-1)!
    const form = await openSession(opened, session.id)
    emulator.state.setFaults([{ kind: 'drop', method: 'PUT', afterHandling: true, times: 1 }])

    await retitle(user, form, 'Closing panel, revised')
    await saveFromReview(user, form)
    const error = await screen.findByTestId('save-error')
    expect(error.textContent).toContain('Perhaps saved: nothing you typed is lost')
    expect(within(error).getByTestId('save-error-send-again').textContent).toContain(
      'could not tell whether it was saved',
    )
    expect(titleOf(form)).toBe('Closing panel, revised')
    // The service did apply it before the answer was lost.
    expect(await received(emulator, session.id)).toEqual([{ title: 'Closing panel, revised' }])

    // Typed since: Send again goes through the review, with what is typed now.
    await retitle(user, form, 'Closing panel, final')
    await user.click(within(error).getByRole('button', { name: 'Send again' }))
    const review = await screen.findByRole('dialog', { name: 'Save these changes?' })
    expect(review.textContent).toContain('Closing panel, final')
    await user.click(within(review).getByRole('button', { name: 'Keep editing' }))
    expect(await received(emulator, session.id)).toHaveLength(1)

    // Back to what was sent: Send again sends that body as it was, no review needed.
    await retitle(user, form, 'Closing panel, revised')
    await user.click(
      within(screen.getByTestId('save-error')).getByRole('button', { name: 'Send again' }),
    )
    await waitFor(() => expect(screen.queryByTestId('save-error')).toBeNull())
    expect(titleOf(form)).toBe('Closing panel, revised')
    // The error goes when the send starts: the service has it once its answer came.
    await waitFor(async () =>
      expect(await received(emulator, session.id)).toEqual([
        { title: 'Closing panel, revised' },
        { title: 'Closing panel, revised' },
      ]),
    )
  })
})
