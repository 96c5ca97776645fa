/**
 * After `next build` (`npm run build`): marks the JavaScript that every public page runs as it
 * loads with V8's explicit compile hint, so Chrome (136 and later) compiles it on a background
 * thread while it downloads, instead of on the main thread when the code first runs.
 *
 * Turbopack wraps each module in a function that V8 compiles lazily: at hydration, the page's
 * main thread parsed and compiled React, Next's router and our islands one module at a time. With
 * the hint, the main thread's script time of a page load under Lighthouse's CPU slowdown fell to
 * about a third, and the blocking time of /about/staff to about a quarter
 * (docs/performance-log.md). Other browsers read the line as a comment.
 *
 * Marked: the framework files every page loads (build-manifest.json's rootMainFiles) and the
 * first-load files of the public pages (their client reference manifests' entryJSFiles). Not the
 * dashboards': most of their code runs only when staff use it, and eager compiling would waste it.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { runInNewContext } from 'node:vm'

/** V8's file-level hint: it must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

export const withCompileHint = (source: string): string =>
  source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}${source}`

/** Where the public pages' routes are built: the (site) route group. */
const PUBLIC_APP_DIR = join('server', 'app', '(site)')

type ClientReferenceManifest = { entryJSFiles?: Record<string, string[]> }

/** A page's client reference manifest is a script that assigns to globalThis.__RSC_MANIFEST. */
const entryFilesOf = (manifestFile: string): string[] => {
  const sandbox: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {}
  runInNewContext(readFileSync(manifestFile, 'utf8'), sandbox)
  return Object.values(sandbox.__RSC_MANIFEST ?? {}).flatMap((manifest) =>
    Object.values(manifest.entryJSFiles ?? {}).flat(),
  )
}

/** The build's files (relative to distDir) that a public page loads first. */
export const firstLoadFiles = (distDir: string): string[] => {
  const { rootMainFiles = [] } = JSON.parse(
    readFileSync(join(distDir, 'build-manifest.json'), 'utf8'),
  ) as { rootMainFiles?: string[] }
  const manifests = readdirSync(join(distDir, PUBLIC_APP_DIR), {
    recursive: true,
    encoding: 'utf8',
  })
    .filter((file) => file.endsWith('_client-reference-manifest.js'))
    .map((file) => join(distDir, PUBLIC_APP_DIR, file))
  const files = new Set([...rootMainFiles, ...manifests.flatMap(entryFilesOf)])
  return [...files].filter((file) => file.endsWith('.js')).sort()
}

/** Adds the hint to each first-load file once; returns the files it marked. */
export const addCompileHints = (distDir: string): string[] => {
  const files = firstLoadFiles(distDir)
  for (const file of files) {
    const path = join(distDir, file)
    const source = readFileSync(path, 'utf8')
    const hinted = withCompileHint(source)
    if (hinted !== source) writeFileSync(path, hinted)
  }
  return files
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = addCompileHints('.next')
  console.log(`[build] compile hints on the ${files.length} files public pages load first`)
}
