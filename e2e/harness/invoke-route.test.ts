import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addInvokeRoute } from './invoke-route'
import { serveStatic, type StaticServer } from './static-server'

const PAGE = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'" />`

describe('harness invoke route', () => {
  let dir = ''
  let server: StaticServer
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stagehand-route-'))
    await writeFile(join(dir, 'index.html'), PAGE)
    server = await serveStatic(dir)
  })
  afterAll(async () => {
    await server.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('answers posts under its token with the handler, and nothing else', async () => {
    const route = addInvokeRoute(`${server.url}/index.html`, async (body) => `echo:${body}`)
    const url = route.url
    expect(url.startsWith(`${server.url}/__stagehand/invoke/`)).toBe(true)

    const answer = await fetch(url, { method: 'POST', body: '[0,{"a":1}]' })
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe('echo:[0,{"a":1}]')

    expect((await fetch(url)).status).toBe(404)
    expect((await fetch(`${server.url}/__stagehand/invoke/nope`, { method: 'POST' })).status).toBe(
      404,
    )
    route.remove()
    expect((await fetch(url, { method: 'POST', body: '[0,1]' })).status).toBe(404)
  })

  it('answers 500 when the handler fails', async () => {
    const route = addInvokeRoute(server.url, async () => {
      throw new Error('boom')
    })
    expect((await fetch(route.url, { method: 'POST', body: 'x' })).status).toBe(500)
    route.remove()
  })

  it('refuses a page this process does not serve', () => {
    expect(() => addInvokeRoute('http://127.0.0.1:1/index.html', async () => '')).toThrow(
      /static server/,
    )
    expect(() => addInvokeRoute('not a url', async () => '')).toThrow(/static server/)
  })
})
