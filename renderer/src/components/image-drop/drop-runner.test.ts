import { describe, expect, it } from 'vitest'
import type { DropEffect, DropFlow, ResultEvent } from './drop-flow'
import { createDropRunner } from './drop-runner'
import type { DroppedImage } from './dropped-image'
import type { UploadProblem } from './upload-errors'

const image = (name: string): DroppedImage => ({
  name,
  blob: new Blob([name]),
  bytes: new Uint8Array([1]),
  verdict: { state: 'ok', summary: 'PNG', formatName: 'PNG', formatId: 'png', byteLength: 1 },
})

const unavailable: UploadProblem = {
  where: 'card',
  sentence: 'Service unavailable.',
  retryable: true,
}

/**
 * Steps the test answers by hand: each effect waits until `answer` gives the
 * event for it, so the test decides in which order steps end.
 */
function handSteps() {
  const waiting: { effect: DropEffect; reply: (event: ResultEvent) => void }[] = []
  const perform = (effect: DropEffect) =>
    new Promise<ResultEvent>((reply) => waiting.push({ effect, reply }))
  /** Answers the oldest effect of that kind (and turn, if given); the runner takes the answer. */
  const answer = async (
    kind: DropEffect['kind'],
    make: (effect: DropEffect) => ResultEvent,
    turn?: number,
  ): Promise<void> => {
    const index = waiting.findIndex(
      (w) => w.effect.kind === kind && (turn === undefined || w.effect.turn === turn),
    )
    if (index < 0) throw new Error(`No ${kind} step is waiting`)
    const [{ effect, reply }] = waiting.splice(index, 1) as [(typeof waiting)[number]]
    reply(make(effect))
    // The runner takes the answer in a later microtask.
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { perform, answer, waiting }
}

function runner() {
  const steps = handSteps()
  const flows: DropFlow[] = []
  const run = createDropRunner(steps.perform, (flow) => flows.push(flow))
  return { ...steps, run, flows }
}

describe('createDropRunner', () => {
  it('runs a file from its first bytes to done, one effect after the other', async () => {
    const { run, answer, flows } = runner()
    const file = image('a.png')
    const ended = run.dispatch({ type: 'take-file', blob: file.blob, name: file.name })
    await answer('read-head', ({ turn }) => ({ type: 'head-read', turn, file }))
    await answer('read-whole', ({ turn }) => ({ type: 'whole-read', turn, file }))
    await answer('deep-check', ({ turn }) => ({ type: 'valid', turn, file, uploadId: 'u1' }))
    const uploaded = { url: 'https://cdn.test/a.png', uploadedAt: 1 }
    await answer('upload', ({ turn }) => ({ type: 'uploaded', turn, uploaded }))
    await expect(ended).resolves.toEqual({ ok: true })
    expect(flows.map((f) => f.phase)).toEqual(['checking', 'checking', 'uploading', 'done'])
    expect(run.state().flow).toEqual({ phase: 'done', file, uploaded })
  })

  it("ignores an older drop's first bytes read after a newer drop, and ends its chain", async () => {
    const { run, answer, waiting } = runner()
    const older = image('older.png')
    const newer = image('newer.png')
    const olderEnded = run.dispatch({ type: 'take-file', blob: older.blob, name: older.name })
    void run.dispatch({ type: 'take-file', blob: newer.blob, name: newer.name })
    expect(waiting.map((w) => [w.effect.kind, w.effect.turn])).toEqual([
      ['read-head', 1],
      ['read-head', 2],
    ])
    // The newer file's first bytes are read first, the older one's after.
    await answer('read-head', ({ turn }) => ({ type: 'head-read', turn, file: newer }), 2)
    await answer('read-head', ({ turn }) => ({ type: 'head-read', turn, file: older }), 1)
    expect(run.state().flow).toEqual({ phase: 'checking', file: newer })
    // Only the newer file is read on; the older one asks for nothing more.
    expect(waiting.map((w) => [w.effect.kind, w.effect.turn])).toEqual([['read-whole', 2]])
    await expect(olderEnded).resolves.toBeNull()
  })

  it('ignores a precheck that ends after Clear', async () => {
    const { run, answer, flows, waiting } = runner()
    const file = image('a.png')
    const ended = run.dispatch({ type: 'take-file', blob: file.blob, name: file.name })
    await answer('read-head', ({ turn }) => ({ type: 'head-read', turn, file }))
    await run.dispatch({ type: 'clear' })
    await answer('read-whole', ({ turn }) => ({ type: 'whole-read', turn, file }))
    expect(flows.map((f) => f.phase)).toEqual(['checking', 'idle'])
    expect(waiting).toEqual([])
    await expect(ended).resolves.toBeNull()
  })

  it("says an address's upload failed, with the problem", async () => {
    const { run, answer } = runner()
    const ended = run.dispatch({ type: 'take-url', imageUrl: 'https://img.test/a', uploadId: 'u' })
    await answer('upload', ({ turn }) => ({
      type: 'upload-failed',
      turn,
      problem: unavailable,
      before: null,
    }))
    await expect(ended).resolves.toEqual({ ok: false, problem: unavailable })
    expect(run.state().flow).toMatchObject({ phase: 'failed', imageUrl: 'https://img.test/a' })
  })

  it('says an upload overtaken by a newer step failed with no problem to show', async () => {
    const { run, answer, flows } = runner()
    const ended = run.dispatch({ type: 'take-url', imageUrl: 'https://img.test/a', uploadId: 'u' })
    await run.dispatch({ type: 'clear' })
    await answer('upload', ({ turn }) => ({
      type: 'upload-failed',
      turn,
      problem: unavailable,
      before: null,
    }))
    await expect(ended).resolves.toEqual({ ok: false, problem: null })
    expect(flows.at(-1)).toEqual({ phase: 'idle' })
  })

  it('says an upload overtaken by a newer step worked, leaving the newer flow', async () => {
    const { run, answer } = runner()
    const ended = run.dispatch({ type: 'take-url', imageUrl: 'https://img.test/a', uploadId: 'u' })
    await run.dispatch({ type: 'clear' })
    const uploaded = { url: 'https://cdn.test/a.png', uploadedAt: 1 }
    await answer('upload', ({ turn }) => ({ type: 'uploaded', turn, uploaded }))
    await expect(ended).resolves.toEqual({ ok: true })
    expect(run.state().flow).toEqual({ phase: 'idle' })
  })

  it('tells no new flow for a step that changes nothing', async () => {
    const { run, flows } = runner()
    await expect(run.dispatch({ type: 'convert' })).resolves.toBeNull()
    expect(flows).toEqual([])
    expect(run.state().turn).toBe(0)
  })
})
