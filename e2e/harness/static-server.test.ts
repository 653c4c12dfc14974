import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cachePolicy, serveStatic, type StaticServer } from './static-server'

describe('cachePolicy', () => {
  it('lets the browser keep an asset named after its content', () => {
    expect(cachePolicy('/assets/index-B6OWbu6Q.js')).toBe('public, max-age=31536000, immutable')
    expect(cachePolicy('/assets/image-check.worker-PsHJBqGt.js')).toMatch(/immutable/)
    expect(cachePolicy('/assets/index-BYh3oM7G.css')).toMatch(/immutable/)
  })

  it('lets the browser keep a test tool, whose name carries its version', () => {
    expect(cachePolicy('/__tools/axe-core-4.13.0.min.js')).toMatch(/immutable/)
  })

  it('never keeps the page, or a file whose name does not change with it', () => {
    expect(cachePolicy('/index.html')).toBe('no-store')
    expect(cachePolicy('/')).toBe('no-store')
    expect(cachePolicy('/assets/logo.svg')).toBe('no-store')
    expect(cachePolicy('/assets/sub/index-B6OWbu6Q.js')).toBe('no-store')
  })
})

describe('serveStatic tools', () => {
  const CSP = "default-src 'self'"
  let dir = ''
  let server: StaticServer
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stagehand-static-'))
    await writeFile(
      join(dir, 'index.html'),
      `<meta http-equiv="Content-Security-Policy" content="${CSP}" />`,
    )
    await writeFile(join(dir, 'tool.js'), 'window.tool = 1')
    server = await serveStatic(join(dir), { tools: { 'tool-1.0.0.js': join(dir, 'tool.js') } })
  })
  afterAll(async () => {
    await server.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('serves a named tool from its file, under the page policy, to be kept', async () => {
    const answer = await fetch(`${server.url}/__tools/tool-1.0.0.js`)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe('window.tool = 1')
    expect(answer.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(answer.headers.get('content-security-policy')).toBe(CSP)
    expect(answer.headers.get('cache-control')).toMatch(/immutable/)
  })

  it('serves nothing else under the tools path', async () => {
    expect((await fetch(`${server.url}/__tools/tool.js`)).status).toBe(404)
    expect((await fetch(`${server.url}/__tools/%2e%2e%2ftool.js`)).status).toBe(404)
  })
})
