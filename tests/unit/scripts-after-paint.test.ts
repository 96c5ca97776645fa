import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import {
  AFTER_PAINT_TYPE,
  deferScriptsToAfterPaint,
  pageScriptSources,
  withScriptsAfterPaint,
} from '../../src/server/cache/scripts-after-paint.mjs'

/** The head and body of a public page, as `next build` (Next 16, Turbopack) writes them. */
const nextPage = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>',
  '<script src="/_next/static/chunks/router.js" async=""></script>',
  '<title>Events</title>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
  '<body><main><h1>Events</h1></main>',
  '<script type="application/ld+json">{"@type":"Church"}</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/late.js" async=""></script>',
  '<script src="https://tithe.ly/widget.js" async=""></script>',
  '</body></html>',
].join('')

const placeholder = (src: string) =>
  `<script type="${AFTER_PAINT_TYPE}" data-src="${src}"></script>`

describe('deferScriptsToAfterPaint', () => {
  const deferred = deferScriptsToAfterPaint(nextPage)

  it("turns each of Next's scripts into an inert placeholder in the same place", () => {
    expect(deferred).not.toContain('<script src="/_next/static/chunks/react-dom.js"')
    expect(deferred).toContain(
      `${placeholder('/_next/static/chunks/react-dom.js')}${placeholder('/_next/static/chunks/router.js')}<title>`,
    )
    expect(deferred).toContain(placeholder('/_next/static/chunks/late.js'))
  })

  it("drops Next's script preloads, which would fetch before the first paint", () => {
    expect(deferred).not.toContain('rel="preload" as="script"')
    expect(deferred).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"')
  })

  it('leaves the flight data, structured data, nomodule polyfills and other hosts alone', () => {
    expect(deferred).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>')
    expect(deferred).toContain('<script type="application/ld+json">')
    expect(deferred).toContain('<script src="/_next/static/chunks/polyfills.js" noModule="">')
    expect(deferred).toContain('<script src="https://tithe.ly/widget.js" async="">')
  })

  it('adds the loader once, at the end of the body', () => {
    expect(deferred.match(/requestAnimationFrame/g)).toHaveLength(1)
    expect(deferred).toMatch(/<\/script><\/body><\/html>$/)
  })

  it('changes nothing on HTML without Next scripts, and gives the same answer twice', () => {
    const plain = '<html><body><p>Hello</p></body></html>'
    expect(deferScriptsToAfterPaint(plain)).toBe(plain)
    expect(deferScriptsToAfterPaint(nextPage)).toBe(deferred)
    expect(deferScriptsToAfterPaint(deferred)).toBe(deferred)
  })

  it('counts the same scripts before and after (the first-load JavaScript budget)', () => {
    const expected = [
      '/_next/static/chunks/react-dom.js',
      '/_next/static/chunks/router.js',
      '/_next/static/chunks/late.js',
      'https://tithe.ly/widget.js',
    ]
    expect(pageScriptSources(nextPage)).toEqual(expected)
    expect(pageScriptSources(deferred)).toEqual(expected)
  })
})

/** Runs the page's loader in a small stand-in for the browser and reports what it did. */
const runLoader = (html: string) => {
  const loader = /<script>(\(function\(\)\{var d=document[^<]*)<\/script><\/body>/.exec(html)?.[1]
  if (!loader) throw new Error('no loader in the page')
  const frames: (() => void)[] = []
  const timers: { run: () => void; ms: number }[] = []
  const inserted: { src: string; async: boolean }[] = []
  const placeholders = [...html.matchAll(/data-src="([^"]+)"/g)].map(([, src]) => ({
    getAttribute: () => src,
    replaceWith: (script: { src: string; attributes: Set<string> }) =>
      inserted.push({ src: script.src, async: script.attributes.has('async') }),
  }))
  const document = {
    querySelectorAll: (selector: string) =>
      selector === `script[type="${AFTER_PAINT_TYPE}"]` ? placeholders : [],
    createElement: () => {
      const attributes = new Set<string>()
      return { src: '', attributes, setAttribute: (name: string) => attributes.add(name) }
    },
  }
  runInNewContext(loader, {
    document,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  })
  return { frames, timers, inserted }
}

describe('the loader', () => {
  const deferred = deferScriptsToAfterPaint(nextPage)

  it('loads nothing until a frame has been painted, then every script once, async', () => {
    const { frames, timers, inserted } = runLoader(deferred)
    expect(inserted).toEqual([])
    frames.shift()!()
    expect(inserted).toEqual([])
    const afterPaint = timers.find(({ ms }) => ms === 0)!
    afterPaint.run()
    expect(inserted).toEqual([
      { src: '/_next/static/chunks/react-dom.js', async: true },
      { src: '/_next/static/chunks/router.js', async: true },
      { src: '/_next/static/chunks/late.js', async: true },
    ])
    for (const { run } of timers) run()
    expect(inserted).toHaveLength(3)
  })

  it('still loads the scripts in a tab that paints no frame (opened in the background)', () => {
    const { timers, inserted } = runLoader(deferred)
    timers.find(({ ms }) => ms === 1000)!.run()
    expect(inserted.map(({ src }) => src)).toEqual([
      '/_next/static/chunks/react-dom.js',
      '/_next/static/chunks/router.js',
      '/_next/static/chunks/late.js',
    ])
  })
})

describe('withScriptsAfterPaint', () => {
  const recorder = () => {
    const stored: unknown[] = []
    const handler = {
      name: 'recorder',
      get: async () => null,
      set: async (_key: string, entry: unknown) => {
        stored.push(entry)
      },
      revalidateTag: async () => {},
    }
    return { stored, handler: withScriptsAfterPaint(handler) }
  }

  it('stores rendered pages with their scripts after the first paint', async () => {
    const { stored, handler } = recorder()
    const value = { kind: 'APP_PAGE', html: nextPage, rscData: Buffer.from('rsc'), status: 200 }
    await handler.set('/events', { lastModified: 1, tags: ['events'], value })
    expect(stored).toEqual([
      {
        lastModified: 1,
        tags: ['events'],
        value: { ...value, html: deferScriptsToAfterPaint(nextPage) },
      },
    ])
    expect(value.html).toBe(nextPage)
  })

  it('stores everything else as it came (cached reads, route answers)', async () => {
    const { stored, handler } = recorder()
    const read = { lastModified: 1, tags: [], value: { kind: 'FETCH', data: { body: nextPage } } }
    const route = { lastModified: 1, tags: [], value: { kind: 'APP_ROUTE', body: Buffer.from('') } }
    await handler.set('read', read)
    await handler.set('route', route)
    expect(stored).toEqual([read, route])
    expect(handler.name).toBe('recorder')
  })
})
