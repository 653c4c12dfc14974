/**
 * Answers of the right status in an odd form, for client tests.
 *
 * A page whose records include some of another shape (`odd-records`), and an
 * answer that echoes the key it was sent with (`echo-key`), as a service that
 * repeats its request headers does. Both rewrite the answer the route built.
 */

/** `res` again with `extra` added to its page's `data` list; any other answer as it was. */
export async function withOddRecords(res: Response, extra: readonly unknown[]): Promise<Response> {
  const body = await readJson(res)
  if (!isObject(body) || !Array.isArray(body.data)) return rebuilt(res, body)
  return rebuilt(res, { ...body, data: [...body.data, ...extra] })
}

/**
 * `res` again with the key it was sent with in it: as an `echo` member of its
 * object (or of each record of a page), and at the end of a `description`.
 */
export async function withEchoedKey(res: Response, key: string): Promise<Response> {
  const body = await readJson(res)
  const echo = (record: unknown): unknown => {
    if (!isObject(record)) return record
    const description =
      typeof record.description === 'string'
        ? { description: `${record.description} (sent with ${key})` }
        : {}
    return { ...record, ...description, echo: { authorization: key } }
  }
  if (isObject(body) && Array.isArray(body.data))
    return rebuilt(res, { ...(echo(body) as object), data: body.data.map(echo) })
  return rebuilt(res, echo(body))
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text()
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function rebuilt(res: Response, body: unknown): Response {
  const headers = new Headers(res.headers)
  headers.delete('content-length')
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return new Response(text, { status: res.status, headers })
}
