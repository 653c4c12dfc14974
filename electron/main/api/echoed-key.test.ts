/**
 * A service may echo what it was sent, the key included.
 *
 * Its words reach the window only with the key taken out, as the log takes it
 * out. Over real HTTP against the emulator, whose faults answer with the words
 * a test sets.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startEmulator, type RunningEmulator } from '@emulator'
import { AppError } from '@shared/errors'
import { httpError } from './http-errors'
import { listTeams } from './teams'

let emu: RunningEmulator
beforeAll(async () => {
  emu = await startEmulator({ port: 0, control: true })
})
afterEach(() => emu.state.setFaults([]))
afterAll(async () => {
  await emu.close()
})

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('the service’s words with the key echoed in them', () => {
  it.each([400, 409, 403])('an error answer (HTTP %i) never carries the key', async (status) => {
    const config = { baseUrl: emu.baseUrl, apiKey: emu.demoKey, fetch }
    emu.state.setFaults([
      { kind: 'error', status, code: 'ECHO', message: `Key ${emu.demoKey} is not welcome here` },
    ])
    const error = await failure(listTeams(config))
    expect(JSON.stringify(error.data)).not.toContain(emu.demoKey)
    expect(error.message).toContain('Key [redacted] is not welcome here')
  })

  it('a message answered instead of teams never carries the key', async () => {
    const config = { baseUrl: emu.baseUrl, apiKey: emu.demoKey, fetch }
    emu.state.setFaults([{ kind: 'bare-string', message: `No teams for ${emu.demoKey} yet` }])
    expect(await listTeams(config)).toMatchObject({
      teams: [],
      message: 'No teams for [redacted] yet',
    })
  })
})

describe('the error data built from an error body', () => {
  it('takes the key out of the message, description, field errors and their names', () => {
    const key = 'echoed-key-0123456789'
    const error = httpError(
      400,
      {
        message: `bad key ${key}`,
        description: `Authorization: ${key} was refused`,
        errors: { [`header ${key}`]: `value ${key} is invalid` },
      },
      { operation: 'list teams', redact: (text) => text.split(key).join('[redacted]') },
    )
    const text = JSON.stringify(error.data)
    expect(text).not.toContain(key)
    expect(error.data.description).toBe('Authorization: [redacted] was refused')
    expect(error.data.fieldErrors).toEqual({ 'header [redacted]': 'value [redacted] is invalid' })
  })
})
