/**
 * Public image URLs.
 *
 * Uploaded images (`/media/<id>`) and the demo pictures
 * (`/media/demo/<name>.png`). No key needed, as for any public image URL.
 */
import type { Hono } from 'hono'
import type { AppEnv } from '../http/guard'
import type { EmulatorState } from '../state'
import { demoImage } from '../seed/demo-images'

export function mediaRoutes(app: Hono<AppEnv>, state: EmulatorState) {
  const demoCache = new Map<string, Uint8Array>()
  const send = (bytes: Uint8Array, type: string) =>
    new Response(bytes.slice(), {
      headers: {
        'content-type': type,
        'content-length': String(bytes.length),
        'cache-control': 'public, max-age=3600',
        'x-content-type-options': 'nosniff',
      },
    })

  app.get('/media/demo/:name', (c) => {
    const name = c.req.param('name')
    let bytes = demoCache.get(name)
    if (!bytes) {
      const made = demoImage(name)
      if (!made) return c.notFound()
      bytes = new Uint8Array(made)
      demoCache.set(name, bytes)
    }
    return send(bytes, 'image/png')
  })

  app.get('/media/:id', (c) => {
    const image = state.images.get(c.req.param('id'))
    if (!image) return c.notFound()
    return send(image.bytes, image.contentType)
  })
}
