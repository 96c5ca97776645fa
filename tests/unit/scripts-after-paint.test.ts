import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import {
  AFTER_PAINT_TYPE,
  deferScriptsToAfterPaint,
  pageScriptSources,
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

/**
 * Runs the page's loader in a small stand-in for the browser: frames, timers and the loader's
 * channel messages run only when the test says, so it can tell what happens when.
 */
const runLoader = (html: string, { alreadyOnPage = [] as string[] } = {}) => {
  const loader = /<script>(\(function\(\)\{var d=document[^<]*)<\/script><\/body>/.exec(html)?.[1]
  if (!loader) throw new Error('no loader in the page')
  const frames: (() => void)[] = []
  const timers: { run: () => void; ms: number }[] = []
  const messages: (() => void)[] = []
  const inserted: { src: string; async: boolean }[] = []
  const removed: string[] = []
  const placeholders = [...html.matchAll(/data-src="([^"]+)"/g)].map(([, src]) => ({
    getAttribute: () => src,
    remove: () => removed.push(src),
    replaceWith: (script: { src: string; attributes: Set<string> }) =>
      inserted.push({ src: script.src, async: script.attributes.has('async') }),
  }))
  const document = {
    querySelectorAll: (selector: string) =>
      selector === `script[type="${AFTER_PAINT_TYPE}"]` ? placeholders : [],
    querySelector: (selector: string) => {
      const src = /^script\[src="([^"]+)"\]$/.exec(selector)?.[1]
      return src && (alreadyOnPage.includes(src) || inserted.some((script) => script.src === src))
        ? {}
        : null
    },
    createElement: () => {
      const attributes = new Set<string>()
      return { src: '', attributes, setAttribute: (name: string) => attributes.add(name) }
    },
  }
  class MessageChannel {
    port1: { onmessage?: () => void } = {}
    port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) }
  }
  runInNewContext(loader, {
    document,
    MessageChannel,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  })
  /** Runs the loader's queued tasks one by one, as the browser would, until none is left. */
  const drainTasks = () => {
    let tasks = 0
    while (messages.length > 0) {
      messages.shift()!()
      tasks += 1
    }
    return tasks
  }
  return { frames, timers, messages, inserted, removed, drainTasks }
}

const SCRIPTS = [
  '/_next/static/chunks/react-dom.js',
  '/_next/static/chunks/router.js',
  '/_next/static/chunks/late.js',
]

describe('the loader', () => {
  const deferred = deferScriptsToAfterPaint(nextPage)

  it('loads nothing until a frame has been painted, then every script, async', () => {
    const { frames, timers, messages, inserted, drainTasks } = runLoader(deferred)
    expect(inserted).toEqual([])
    frames.shift()!()
    expect(inserted).toEqual([])
    expect(messages).toEqual([])
    timers.find(({ ms }) => ms === 0)!.run()
    drainTasks()
    expect(inserted).toEqual(SCRIPTS.map((src) => ({ src, async: true })))
    for (const { run } of timers) run()
    expect(drainTasks()).toBe(0)
    expect(inserted).toHaveLength(3)
  })

  it('adds one script per task, so no single task starts every request', () => {
    const { frames, timers, messages, inserted } = runLoader(deferred)
    frames.shift()!()
    timers.find(({ ms }) => ms === 0)!.run()
    const seen: number[] = []
    while (messages.length > 0) {
      messages.shift()!()
      seen.push(inserted.length)
    }
    expect(seen).toEqual([1, 2, 3, 3])
  })

  it('does not add a script that React or Turbopack has already put on the page', () => {
    const { frames, timers, inserted, removed, drainTasks } = runLoader(deferred, {
      alreadyOnPage: ['/_next/static/chunks/late.js'],
    })
    frames.shift()!()
    timers.find(({ ms }) => ms === 0)!.run()
    drainTasks()
    expect(inserted.map(({ src }) => src)).toEqual(SCRIPTS.slice(0, 2))
    expect(removed).toEqual(['/_next/static/chunks/late.js'])
  })

  it('still loads the scripts in a tab that paints no frame (opened in the background)', () => {
    const { timers, inserted, drainTasks } = runLoader(deferred)
    timers.find(({ ms }) => ms === 1000)!.run()
    drainTasks()
    expect(inserted.map(({ src }) => src)).toEqual(SCRIPTS)
  })
})
