import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { addCompileHints, COMPILE_HINT, withCompileHint } from '../../scripts/build/compile-hints'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const write = (path: string, text: string) => {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, text)
}

/** A page's client reference manifest, in the shape `next build` writes it. */
const manifest = (page: string, entryJSFiles: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n` +
  `globalThis.__RSC_MANIFEST[${JSON.stringify(page)}] = ${JSON.stringify({ entryJSFiles })};\n`

/** A small build output: framework files, two public pages and the staff dashboard. */
const fakeBuild = () => {
  const dist = mkdtempSync(join(tmpdir(), 'shoreline-build-'))
  dirs.push(dist)
  write(
    join(dist, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: ['static/chunks/react.js', 'static/chunks/router.js'] }),
  )
  write(
    join(dist, 'server/app/(site)/page_client-reference-manifest.js'),
    manifest('/(site)/page', { '[project]/src/app/(site)/layout': ['static/chunks/layout.js'] }),
  )
  write(
    join(dist, 'server/app/(site)/events/page_client-reference-manifest.js'),
    manifest('/(site)/events/page', {
      '[project]/src/app/(site)/layout': ['static/chunks/layout.js'],
      '[project]/src/app/(site)/events/page': ['static/chunks/events.js', 'static/chunks/x.css'],
    }),
  )
  write(
    join(dist, 'server/app/(staff)/admin/page_client-reference-manifest.js'),
    manifest('/(staff)/admin/page', {
      '[project]/src/app/(staff)/admin/page': ['static/chunks/admin.js'],
    }),
  )
  for (const name of ['react', 'router', 'layout', 'events', 'admin']) {
    write(join(dist, `static/chunks/${name}.js`), `(globalThis.TURBOPACK||[]).push(["${name}"]);`)
  }
  write(join(dist, 'static/chunks/x.css'), 'body{}')
  return dist
}

const read = (dist: string, file: string) => readFileSync(join(dist, 'static/chunks', file), 'utf8')

describe('compile hints after the build', () => {
  it('adds the hint as the first line, once', () => {
    expect(withCompileHint('let a = 1')).toBe('//# allFunctionsCalledOnLoad\nlet a = 1')
    expect(withCompileHint(withCompileHint('let a = 1'))).toBe(withCompileHint('let a = 1'))
  })

  it('marks the framework files and the public pages’ first-load files, not the dashboard’s', () => {
    const dist = fakeBuild()
    expect(addCompileHints(dist)).toEqual([
      'static/chunks/events.js',
      'static/chunks/layout.js',
      'static/chunks/react.js',
      'static/chunks/router.js',
    ])
    for (const file of ['react.js', 'router.js', 'layout.js', 'events.js']) {
      expect(read(dist, file).startsWith(COMPILE_HINT)).toBe(true)
    }
    expect(read(dist, 'admin.js')).not.toContain('allFunctionsCalledOnLoad')
    expect(read(dist, 'x.css')).toBe('body{}')
  })

  it('leaves a second run with nothing to add', () => {
    const dist = fakeBuild()
    addCompileHints(dist)
    addCompileHints(dist)
    expect(read(dist, 'react.js').split('allFunctionsCalledOnLoad')).toHaveLength(2)
  })
})
