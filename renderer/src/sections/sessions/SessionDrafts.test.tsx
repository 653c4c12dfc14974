/**
 * The session editor's care for what is typed, on a real core and emulator:
 * leaving with unsaved changes asks first, a draft kept on leaving is
 * offered back when the app starts anew, the review shows old and new, and
 * the description's preview is sanitised as it is typed, with a formatting
 * bar that wraps the selection.
 */
import { render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { App } from '@renderer/app/App'
import { draftOnDisk, openSession, openSessions, received } from '@test-support/component/sessions'

const valueOf = (form: HTMLElement, label: string) =>
  within(form).getByLabelText<HTMLInputElement>(label).value

describe('the session editor', () => {
  it('asks before leaving unsaved changes, offers the draft back after a new start, and shows the diff', async () => {
    const opened = await openSessions()
    const { user, call, core, workspaceId, eventId, emulator, view, event } = opened
    const ref = { workspaceId, eventId }
    const session = event.sessions.at(-2)!
    // The catalog learns the session's values from an answer, as after an earlier save.
    await call('sessions:update', {
      ...ref,
      sessionId: session.id,
      changes: { title: 'Known title' },
    })
    let form = await openSession(opened, session.id)
    await waitFor(() => expect(valueOf(form, 'Title')).toBe('Known title'))

    const type = async (label: string, text: string) => {
      const field = within(form).getByLabelText(label)
      await user.clear(field)
      await user.type(field, text)
    }
    await type('Title', 'Edited title')
    await type('External reference', 'EXT-77')
    await user.click(screen.getByRole('link', { name: '← All sessions' }))
    const guardName = 'Leave this session with unsaved changes?'
    let guard = await screen.findByRole('alertdialog', { name: guardName })
    await user.click(within(guard).getByRole('button', { name: 'Keep editing' }))
    expect(valueOf(form, 'Title')).toBe('Edited title')

    const nav = screen.getByRole('navigation', { name: 'Sections' })
    await user.click(within(nav).getByRole('link', { name: 'Attendees' }))
    guard = await screen.findByRole('alertdialog', { name: guardName })
    await user.click(within(guard).getByRole('button', { name: 'Keep as draft and leave' }))
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Attendees'),
    )

    // The draft is on disk, where a restarted app's main process reads it.
    const draft = await draftOnDisk(core, { ...ref, sessionId: session.id })
    expect(draft?.values).toMatchObject({ title: 'Edited title', externalRefId: 'EXT-77' })

    view.unmount()
    window.location.hash = '#/sessions'
    render(<App />)
    const row = await screen.findByTestId(
      (_, el) =>
        el?.getAttribute('data-testid') === 'session-row' &&
        el.getAttribute('data-session-id') === session.id,
      {},
    )
    await within(row).findByTestId('session-has-draft')
    form = await openSession(opened, session.id)
    const offer = await screen.findByTestId('draft-offer')
    expect(offer.textContent).toMatch(/Restore your unsaved edit from \d{2}:\d{2}\?/)
    expect(valueOf(form, 'Title')).toBe('Known title')
    await user.click(within(offer).getByRole('button', { name: 'Restore' }))
    await waitFor(() => expect(valueOf(form, 'Title')).toBe('Edited title'))
    expect(valueOf(form, 'External reference')).toBe('EXT-77')

    await user.click(within(form).getByRole('button', { name: 'Review and save…' }))
    const review = await screen.findByRole('dialog', { name: 'Save these changes?' })
    expect(within(review).getAllByTestId('diff-row')).toHaveLength(2)
    const title = review.querySelector('[data-field="title"]')!
    expect(title.querySelector('.session-diff__before')?.textContent).toBe('Known title')
    expect(title.querySelector('.session-diff__after')?.textContent).toBe('Edited title')
    const reference = review.querySelector('[data-field="externalRefId"]')!
    expect(reference.querySelector('.session-diff__after')?.textContent).toBe('EXT-77')
    await user.click(within(review).getByRole('button', { name: 'Save changes' }))
    await screen.findByTestId('saved-session')
    expect((await received(emulator, session.id)).at(-1)).toEqual({
      title: 'Edited title',
      externalRefId: 'EXT-77',
    })
    // Saved: the draft is gone, and leaving asks nothing.
    await user.click(screen.getByRole('link', { name: '← All sessions' }))
    await waitFor(() => {
      const again = document.querySelector(
        `[data-testid="session-row"][data-session-id="${session.id}"]`,
      )
      expect(again).not.toBeNull()
      expect(within(again as HTMLElement).queryByTestId('session-has-draft')).toBeNull()
    })
  })

  it('sanitises the description preview as it is typed; the formatting bar wraps the selection', async () => {
    const opened = await openSessions()
    const { user, event } = opened
    const form = await openSession(opened, event.sessions[0]!.id)
    const description = within(form).getByLabelText<HTMLTextAreaElement>('Description (HTML)')
    const hostile = '<img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>'
    await user.clear(description)
    await user.click(description)
    await user.paste(`<p>Hands on</p>${hostile}`)
    const preview = () =>
      screen.getByTestId('description-preview').querySelector<HTMLElement>('[data-safe-html]')!
    await waitFor(() => expect(preview().innerHTML).toBe('<p>Hands on</p>'))
    expect(preview().textContent).toBe('Hands on')

    // "Hands on" is selected, then made bold.
    description.setSelectionRange(3, 11)
    const toolbar = within(form).getByRole('toolbar', { name: 'Formatting' })
    await user.click(within(toolbar).getByRole('button', { name: 'Bold' }))
    await waitFor(() =>
      expect(description.value).toBe(`<p><strong>Hands on</strong></p>${hostile}`),
    )
    await waitFor(() => expect(preview().querySelector('strong')?.textContent).toBe('Hands on'))
  })
})
