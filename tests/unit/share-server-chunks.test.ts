import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { shareServerChunks } from '../../scripts/build/share-server-chunks'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A chunk as Turbopack writes it: its modules, then a line naming its own source map. */
const chunk = (name: string, modules: string) =>
  `module.exports=[${modules}];\n\n//# sourceMappingURL=${name}.map`

const fakeBuild = (files: Record<string, string>) => {
  const dist = mkdtempSync(join(tmpdir(), 'shoreline-chunks-'))
  dirs.push(dist)
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true })
    writeFileSync(join(dist, file), text)
  }
  return dist
}

const PAYLOAD = '1,(e)=>{e.exports="payload"}'
const PAGES = '2,(e)=>{e.exports="pages"}'

describe('shareServerChunks (scripts/build/share-server-chunks.ts)', () => {
  it('links the copies of a chunk to one file, which Node then loads once', () => {
    const dist = fakeBuild({
      'server/chunks/_b._.js': chunk('_b._.js', PAYLOAD),
      'server/chunks/_a._.js': chunk('_a._.js', PAYLOAD),
      'server/chunks/_c._.js': chunk('_c._.js', PAYLOAD),
    })
    const shared = shareServerChunks(dist)

    const at = (name: string) => join(dist, 'server/chunks', name)
    expect(shared).toEqual([
      { kept: at('_a._.js'), links: [at('_b._.js'), at('_c._.js')], bytes: expect.any(Number) },
    ])
    expect(lstatSync(at('_a._.js')).isFile()).toBe(true)
    expect(lstatSync(at('_b._.js')).isSymbolicLink()).toBe(true)
    // The same text through every name, and one module: what the server's memory gains.
    expect(readFileSync(at('_c._.js'), 'utf8')).toBe(chunk('_a._.js', PAYLOAD))
    const load = createRequire(at('index.js'))
    expect(load(at('_b._.js'))).toBe(load(at('_a._.js')))
    expect(load(at('_c._.js'))).toBe(load(at('_a._.js')))
  })

  it('leaves chunks that differ, and copies in other directories, as they are', () => {
    const dist = fakeBuild({
      'server/chunks/_a._.js': chunk('_a._.js', PAYLOAD),
      'server/chunks/_b._.js': chunk('_b._.js', PAGES),
      'server/chunks/ssr/_c._.js': chunk('_c._.js', PAYLOAD),
      'server/app/page.js': chunk('page.js', PAYLOAD),
    })
    expect(shareServerChunks(dist)).toEqual([])
    for (const file of [
      'server/chunks/_b._.js',
      'server/chunks/ssr/_c._.js',
      'server/app/page.js',
    ]) {
      expect(lstatSync(join(dist, file)).isFile(), file).toBe(true)
    }
  })

  it('changes nothing when run again', () => {
    const dist = fakeBuild({
      'server/chunks/_a._.js': chunk('_a._.js', PAYLOAD),
      'server/chunks/_b._.js': chunk('_b._.js', PAYLOAD),
    })
    expect(shareServerChunks(dist)).toHaveLength(1)
    expect(shareServerChunks(dist)).toEqual([])
    expect(lstatSync(join(dist, 'server/chunks/_b._.js')).isSymbolicLink()).toBe(true)
  })
})
