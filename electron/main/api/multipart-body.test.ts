import { describe, expect, it } from 'vitest'
import { multipartFileBody } from './multipart-body'

/** Reads the body back with the platform's own multipart parser, as a server would. */
async function parsed(body: Uint8Array<ArrayBuffer>, contentType: string) {
  return new Response(body, { headers: { 'content-type': contentType } }).formData()
}

describe('multipartFileBody', () => {
  it('carries the bytes, the file name and the type of one file part', async () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256)
    const { body, contentType } = multipartFileBody('file', {
      bytes,
      fileName: 'me.jpg',
      contentType: 'image/jpeg',
    })
    const form = await parsed(body, contentType)
    expect(form.getAll('file')).toHaveLength(1)
    const part = form.get('file') as File
    expect(part.name).toBe('me.jpg')
    expect(part.type).toBe('image/jpeg')
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes)
  })

  it('keeps a name with quotes and line breaks inside its header', async () => {
    const { body, contentType } = multipartFileBody('file', {
      bytes: new Uint8Array([1, 2, 3]),
      fileName: 'a"b\r\nContent-Type: text/html.png',
      contentType: 'image/png',
    })
    const form = await parsed(body, contentType)
    const part = form.get('file') as File
    expect(part.type).toBe('image/png')
    // The parser decodes the percent-encoding back: the name arrives whole, and no header was added.
    expect(part.name).toBe('a"b\r\nContent-Type: text/html.png')
  })

  it('gives every body its own boundary', () => {
    const file = { bytes: new Uint8Array(1), fileName: 'x.png', contentType: 'image/png' }
    expect(multipartFileBody('file', file).contentType).not.toBe(
      multipartFileBody('file', file).contentType,
    )
  })
})
