/** The address rules for pictures, on literals only: nothing here touches the network. */
import { describe, expect, it } from 'vitest'
import { checkOtherHostUrl, pictureTarget } from './picture-url'

const OWN = 'http://127.0.0.1:4010'

const refusal = (raw: string, base = OWN): string => {
  try {
    pictureTarget(raw, base)
  } catch (error) {
    return (error as Error & { data: { kind: string } }).data.kind + ': ' + (error as Error).message
  }
  throw new Error(`${raw} was accepted`)
}

describe('pictureTarget', () => {
  it("allows the workspace's own service, plain http on loopback included, and marks it", () => {
    expect(pictureTarget(`${OWN}/media/demo/speaker-01.png`, OWN)).toMatchObject({
      ownOrigin: true,
    })
    const relative = pictureTarget('/media/demo/logo-01.png', `${OWN}/api`)
    expect(relative.url.href).toBe(`${OWN}/media/demo/logo-01.png`)
    expect(relative.ownOrigin).toBe(true)
  })

  it('allows https on any other public host, without the key', () => {
    for (const raw of ['https://cdn.example.com/a.png', 'https://93.184.216.34/a.png']) {
      expect(pictureTarget(raw, OWN)).toMatchObject({ ownOrigin: false })
    }
  })

  it('treats another port or scheme of the same host as another host', () => {
    expect(refusal('http://127.0.0.1:4011/a.png')).toMatch(/must use https/)
    expect(pictureTarget('https://api.example.com:8443/a.png', 'https://api.example.com')).toEqual(
      expect.objectContaining({ ownOrigin: false }),
    )
  })

  it.each([
    ['http://cdn.example.com/a.png', /must use https/],
    ['file:///etc/passwd', /only http and https/],
    ['data:image/png;base64,AAAA', /only http and https/],
    ['javascript:alert(1)', /only http and https/],
    ['https://user:pw@cdn.example.com/a.png', /user name or password/],
    ['https://localhost/a.png', /this computer/],
    ['https://pics.localhost./a.png', /this computer/],
    ['https://127.0.0.1/a.png', /loopback address/],
    ['https://2130706433/a.png', /127\.0\.0\.1 is a loopback address/],
    ['https://[::1]/a.png', /loopback address/],
    ['https://[::ffff:10.0.0.1]/a.png', /private address/],
    ['https://10.1.2.3/a.png', /private address/],
    ['https://192.168.1.20/a.png', /private address/],
    ['https://172.16.0.5/a.png', /private address/],
    ['https://169.254.169.254/latest/meta-data', /link-local address/],
    ['https://[fe80::1]/a.png', /link-local address/],
    ['https://[fd00::1]/a.png', /unique-local address/],
    ['https://100.64.0.1/a.png', /is a carrier-grade NAT address/],
    ['https://0.0.0.0/a.png', /0\.0\.0\.0 is an unspecified address/],
    ['https://[::]/a.png', /is an unspecified address/],
    ['http://', /not a valid URL/],
  ])('refuses %s', (raw, why) => {
    const message = refusal(raw)
    expect(message).toMatch(/^invalid-input: The picture was not loaded: /)
    expect(message).toMatch(why)
  })

  it("sends the key only under the workspace's own base path", () => {
    const base = 'https://api.example.com/v1'
    const key = (raw: string) => pictureTarget(raw, base).sendKey
    expect(key('https://api.example.com/v1/media/a.png')).toBe(true)
    expect(key('/v1/media/a.png')).toBe(true)
    expect(key('https://api.example.com/v1')).toBe(true)
    expect(key('https://api.example.com/media/a.png')).toBe(false)
    expect(key('https://api.example.com/v10/a.png')).toBe(false)
    expect(key('https://api.example.com/v1/../media/a.png')).toBe(false)
    expect(key('https://api.example.com/v1%2F..%2Fmedia/a.png')).toBe(false)
    expect(key('https://cdn.example.com/v1/a.png')).toBe(false)
    // A workspace at the root of its host: the whole origin is its own.
    expect(pictureTarget('/media/a.png', 'http://127.0.0.1:4010').sendKey).toBe(true)
    expect(pictureTarget('/media/a.png', 'http://127.0.0.1:4010/').sendKey).toBe(true)
  })
})

describe('checkOtherHostUrl', () => {
  it('judges a redirect target as another host, the workspace’s own included', () => {
    const refusedWith = (raw: string) => {
      try {
        checkOtherHostUrl(new URL(raw))
        return 'accepted'
      } catch (error) {
        return (error as Error).message
      }
    }
    expect(refusedWith('https://cdn.example.com/a.png')).toBe('accepted')
    expect(refusedWith('http://127.0.0.1:4010/media/a.png')).toMatch(/must use https/)
    expect(refusedWith('https://127.0.0.1:4010/media/a.png')).toMatch(/loopback address/)
    expect(refusedWith('https://u:p@cdn.example.com/a.png')).toMatch(/user name or password/)
    expect(refusedWith('ftp://cdn.example.com/a.png')).toMatch(/only http and https/)
  })
})
