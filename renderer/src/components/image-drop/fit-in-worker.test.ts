import { describe, expect, it } from 'vitest'
import { FitRefused, type FittedImage } from './fit-image'
import {
  answerFit,
  createFitter,
  type FitRequest,
  type FitResponse,
  type FitWorker,
} from './fit-in-worker'

const fitted: FittedImage = {
  blob: new Blob(['x']),
  output: 'png',
  width: 640,
  height: 320,
  sourceWidth: 640,
  sourceHeight: 320,
}

/** A stand-in for the worker: the real answer, around a conversion given by the test. */
function fakeWorker(convert: (request: FitRequest) => Promise<FittedImage>) {
  const listeners: Record<string, ((event: never) => void)[]> = { message: [], error: [] }
  const state = { started: 0, requests: [] as FitRequest[] }
  const start = (): FitWorker => {
    state.started++
    return {
      postMessage(request) {
        state.requests.push(request)
        void answerFit(request, () => convert(request)).then((data) => {
          for (const l of listeners.message!) (l as (e: { data: FitResponse }) => void)({ data })
        })
      },
      addEventListener(type: string, listener: (event: never) => void) {
        listeners[type]!.push(listener)
      },
      terminate() {},
    }
  }
  const crash = (message: string) => {
    for (const l of listeners.error!) (l as (e: { message: string }) => void)({ message })
  }
  return { start, state, crash }
}

const found = { formatId: 'webp', formatName: 'WebP', byteLength: 1 } as const

describe('createFitter', () => {
  it('sends the file and what the header said, and gives back the fitted picture', async () => {
    const worker = fakeWorker(async () => fitted)
    const source = new Blob(['webp bytes'])
    const verdict = { ...found, state: 'convert', summary: 'WebP · 640×320 px' }
    await expect(createFitter(worker.start).fit(source, 'sponsor-logo', verdict)).resolves.toBe(
      fitted,
    )
    expect(worker.state.requests).toEqual([
      { id: 1, source, target: 'sponsor-logo', found: { ...found } },
    ])
  })

  it("says a picture that cannot be fitted as a refusal, in the worker's words", async () => {
    const worker = fakeWorker(async () => {
      throw new FitRefused('The picture meets the rules already: upload it as it is')
    })
    const refused = createFitter(worker.start).fit(new Blob([]), 'speaker-picture', found)
    await expect(refused).rejects.toBeInstanceOf(FitRefused)
    await expect(refused).rejects.toThrow('The picture meets the rules already')
  })

  it('says a broken conversion as an error, not as a refusal', async () => {
    const worker = fakeWorker(async () => {
      throw new TypeError('convertToBlob failed')
    })
    const broken = createFitter(worker.start).fit(new Blob([]), 'speaker-picture', found)
    await expect(broken).rejects.toThrow('convertToBlob failed')
    await expect(broken).rejects.not.toBeInstanceOf(FitRefused)
  })

  it('fails what is pending when the worker stops, and starts afresh for the next picture', async () => {
    const worker = fakeWorker(() => new Promise<FittedImage>(() => {}))
    const fitter = createFitter(worker.start)
    const pending = fitter.fit(new Blob([]), 'speaker-picture', found)
    worker.crash('out of memory')
    await expect(pending).rejects.toThrow('out of memory')
    void fitter.fit(new Blob([]), 'speaker-picture', found)
    expect(worker.state.started).toBe(2)
  })
})
