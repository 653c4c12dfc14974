import { act, fireEvent, render, screen } from '@testing-library/react'
import { Component, Suspense, useState, type ComponentType, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { lazyPart } from './lazy-part'

/** A chunk that arrives, or fails to, when the test says so; every ask meets the same end. */
function chunk<P extends object>(component: (props: P) => ReactNode) {
  let end: { ok: true } | { ok: false; error: Error } | null = null
  const waiting: { resolve(c: (props: P) => ReactNode): void; reject(e: Error): void }[] = []
  let asked = 0
  const settle = (): void => {
    if (!end) return
    for (const w of waiting.splice(0)) {
      if (end.ok) w.resolve(component)
      else w.reject(end.error)
    }
  }
  const load = () => {
    asked++
    const answer = new Promise<(props: P) => ReactNode>((resolve, reject) =>
      waiting.push({ resolve, reject }),
    )
    settle()
    return answer
  }
  return {
    load,
    arrive: () => ((end = { ok: true }), settle()),
    fail: (error: Error) => ((end = { ok: false, error }), settle()),
    asked: () => asked,
  }
}

function Field({ label }: { label: string }) {
  const [text, setText] = useState('')
  return (
    <input aria-label={label} autoFocus value={text} onChange={(e) => setText(e.target.value)} />
  )
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? <p>could not load</p> : this.props.children
  }
}

const drawn = (Part: ComponentType<{ label: string }>) => (
  <Boundary>
    <Suspense fallback={<p>loading</p>}>
      <Part label="Name" />
    </Suspense>
  </Boundary>
)

describe('a part whose code is a chunk of its own', () => {
  it('is drawn at once, focus and all, when its chunk was fetched ahead', async () => {
    const c = chunk(Field)
    const { Part, preload } = lazyPart(c.load)
    preload()
    await act(async () => c.arrive())
    render(drawn(Part))
    expect(screen.queryByText('loading')).toBeNull()
    expect(document.activeElement).toBe(screen.getByLabelText('Name'))
    expect(c.asked()).toBe(1)
  })

  it('shows the fallback until its chunk arrives, and asks for the chunk once', async () => {
    const c = chunk(Field)
    const { Part, preload } = lazyPart(c.load)
    preload()
    render(drawn(Part))
    expect(screen.getByText('loading')).toBeTruthy()
    await act(async () => c.arrive())
    expect(await screen.findByLabelText('Name')).toBeTruthy()
    expect(c.asked()).toBe(1)
  })

  it('keeps what was typed when drawn again after its chunk arrived', async () => {
    const c = chunk(Field)
    const { Part } = lazyPart(c.load)
    const view = render(drawn(Part))
    await act(async () => c.arrive())
    const field = (await screen.findByLabelText('Name')) as HTMLInputElement
    fireEvent.change(field, { target: { value: 'Ada' } })
    expect(field.value).toBe('Ada')
    view.rerender(drawn(Part))
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada')
  })

  it('says a chunk that cannot load through the boundary, and asks again on the next try', async () => {
    const c = chunk(Field)
    const { Part, preload } = lazyPart(c.load)
    preload()
    await act(async () => c.fail(new Error('chunk missing')))
    const quiet = console.error
    console.error = () => undefined
    try {
      render(drawn(Part))
      expect(await screen.findByText('could not load')).toBeTruthy()
    } finally {
      console.error = quiet
    }
    expect(c.asked()).toBe(2)
  })
})
