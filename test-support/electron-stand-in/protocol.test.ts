/**
 * The stand-in's scheme privileges refuse what Electron refuses: a
 * registration after ready, and a code cache on a scheme that is not
 * standard; a standard scheme is then known to the stand-in's windows.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createElectronStandIn } from './index'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

async function standIn() {
  const dir = await mkdtemp(join(tmpdir(), 'stand-in-protocol-'))
  dirs.push(dir)
  return createElectronStandIn({ userDataDir: dir })
}

describe("the stand-in's privileged schemes", () => {
  it('takes a code cache on a standard scheme before ready', async () => {
    const electron = await standIn()
    const schemes = [{ scheme: 'app', privileges: { standard: true, codeCache: true } }]
    electron.protocol.registerSchemesAsPrivileged(schemes)
    expect(electron.protocol.privilegedRegistrations).toEqual([{ schemes, beforeReady: true }])
  })

  it('refuses a code cache on a scheme that is not standard', async () => {
    const electron = await standIn()
    expect(() =>
      electron.protocol.registerSchemesAsPrivileged([
        { scheme: 'app', privileges: { secure: true, codeCache: true } },
      ]),
    ).toThrow('Code cache can only be enabled when the custom scheme is registered as standard')
  })
})
