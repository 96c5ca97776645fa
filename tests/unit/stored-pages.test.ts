import { describe, expect, it } from 'vitest'

import { asciiHtml, withAsciiPages } from '../../src/server/cache/ascii-pages.mjs'
import {
  deferScriptsToAfterPaint,
  withScriptsAfterPaint,
} from '../../src/server/cache/scripts-after-paint.mjs'
import { storingPagesAs } from '../../src/server/cache/stored-pages.mjs'

type Entry = { lastModified: number; tags: string[]; value: Record<string, unknown> }

describe('storingPagesAs', () => {
  const recorder = () => {
    const stored: Entry[] = []
    const handler = {
      name: 'recorder',
      get: async () => null,
      set: async (_key: string, entry: Entry) => {
        stored.push(entry)
      },
    }
    return { stored, handler: storingPagesAs((html: string) => html.toUpperCase())(handler) }
  }

  it("stores a rendered page's HTML as the transform makes it, and leaves Next's entry alone", async () => {
    const { stored, handler } = recorder()
    const value = { kind: 'APP_PAGE', html: '<p>hi</p>', rscData: Buffer.from('rsc'), status: 200 }
    await handler.set('/events', { lastModified: 1, tags: ['events'], value })
    expect(stored).toEqual([
      { lastModified: 1, tags: ['events'], value: { ...value, html: '<P>HI</P>' } },
    ])
    expect(value.html).toBe('<p>hi</p>')
  })

  it('stores everything else as it came (cached reads, route answers) and keeps the other methods', async () => {
    const { stored, handler } = recorder()
    const read = {
      lastModified: 1,
      tags: [],
      value: { kind: 'FETCH', data: { body: '<p>hi</p>' } },
    }
    const route = { lastModified: 1, tags: [], value: { kind: 'APP_ROUTE', body: Buffer.from('') } }
    await handler.set('read', read)
    await handler.set('route', route)
    expect(stored).toEqual([read, route])
    expect(handler.name).toBe('recorder')
    expect(await handler.get()).toBeNull()
  })
})

describe("the cache handler's page steps", () => {
  const page =
    '<html><head><script src="/_next/static/chunks/main.js" async=""></script></head>' +
    '<body><p>St. Brendan’s</p></body></html>'

  it.each([
    ['withScriptsAfterPaint', withScriptsAfterPaint, deferScriptsToAfterPaint],
    ['withAsciiPages', withAsciiPages, asciiHtml],
  ])('%s stores pages through its own transform', async (_name, withStep, transform) => {
    const stored: Entry[] = []
    const handler = withStep({ set: async (_key: string, entry: Entry) => stored.push(entry) })
    await handler.set('/about', {
      lastModified: 1,
      tags: [],
      value: { kind: 'APP_PAGE', html: page },
    })
    expect(stored[0].value.html).toBe(transform(page))
    expect(transform(page)).not.toBe(page)
  })
})
