import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Measured figures (a time, a size, a share of CPU) go stale in a code comment while the code
 * stays: they belong in docs/performance-log.md, dated, and the comment says why. A comment may
 * still quote a value the code is configured with, a target or the spec's words: those are listed
 * here, each with the figure it quotes.
 */
const ROOTS = ['src', 'scripts']
const SOURCE = /\.(ts|tsx|mjs|cjs|js)$/

/** A number (or a range) with a unit of time, size, share or rate. */
const FIGURE =
  /(?<![\w.%])\d[\d,]*(?:\.\d+)?(?:\s?[–-]\s?\d[\d,]*(?:\.\d+)?)?\s?(?:ms|µs|ns|MiB|KiB|GiB|MB|GB|kB|KB|%|req\/s|×)(?!\w)/g

/** Figures that are settings, targets, bench inputs or examples, not measurements. */
const ALLOWED: Record<string, string[]> = {
  // The bench's inputs and the budgets.
  'scripts/bench/abuse.ts': ['1 MiB', '300 MB'],
  'scripts/bench/public-pages.ts': ['150 kB'],
  'scripts/bench/rss.ts': ['100 ms'],
  'scripts/bench/sermon-archive.ts': ['60 kB'],
  'src/components/sermons/sermon-grid.client.tsx': ['60 kB'],
  // Delays and limits the requirements set, and the code with them.
  'src/components/admin/report-admin-error.ts': ['500 ms'],
  'src/components/sermons/sermon-browser.client.tsx': ['500 ms'],
  'src/components/sermons/use-debounced-value.ts': ['500 ms'],
  'src/components/toast/toast-store.ts': ['1,000,000 ms'],
  'src/components/toast/toaster.client.tsx': ['5000 ms'],
  'src/lib/uploads/image-rules.ts': ['10MB'],
  'src/server/uploads/store-image.ts': ['10 MB'],
  // The attack the cap answers, and a visitor's search text.
  'src/server/cms-api/with-body-cap.ts': ['300 MB'],
  'src/server/sermons/search-sermons.ts': ['100%'],
}

const sourceFiles = (): string[] =>
  ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((path) => SOURCE.test(path))
      .map((path) => join(root, path)),
  )

/** Every comment in a file, found by TypeScript's parser (so `//` inside a string is no comment). */
const commentsOf = (path: string, text: string): string[] => {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind)
  const found = new Map<number, string>()
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) found.set(range.pos, text.slice(range.pos, range.end))
  }
  // Tokens as well as nodes: a JSX comment ({/* ... */}) is trivia before its closing brace.
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()))
    collect(ts.getTrailingCommentRanges(text, node.getEnd()))
    for (const child of node.getChildren(source)) visit(child)
  }
  visit(source)
  return [...found.values()]
}

const figuresIn = (path: string, text = readFileSync(path, 'utf8')): string[] =>
  commentsOf(path, text).flatMap((comment) => comment.match(FIGURE) ?? [])

/** A planted file: figures in a line comment, a block comment and a JSX comment; none in code. */
const PLANTED = `
// The events page lost 40 ms of main thread to Intl.
const size = '8.5 MB' // at 10,000 episodes the text is 8.5 MB
const url = 'https://example.org/50%'
/**
 * 16 MB costs 2–10% less CPU per page.
 */
export const Page = () => (
  <div title="36 kB">
    {/* spent 265–478 µs per request */}
    {size + url}
  </div>
)
const notAComment = \`// 30 MB\`
/* the chunks took 30 MB of its heap */
`

describe('measured figures in code comments', () => {
  const files = sourceFiles()
  const quoted = new Map(files.map((path) => [path, figuresIn(path)]))

  it('finds figures in comments, and only there', () => {
    expect(figuresIn('planted.tsx', PLANTED)).toEqual([
      '40 ms',
      '8.5 MB',
      '16 MB',
      '2–10%',
      '265–478 µs',
      '30 MB',
    ])
  })

  it('are not quoted outside the allowed settings and targets (docs/performance-log.md)', () => {
    const stray = [...quoted].flatMap(([path, figures]) =>
      figures
        .filter((figure) => !(ALLOWED[path] ?? []).includes(figure))
        .map((figure) => `${path}: ${figure}`),
    )
    expect(stray).toEqual([])
  })

  it('allows only figures some comment still quotes', () => {
    const unused = Object.entries(ALLOWED).flatMap(([path, figures]) =>
      figures
        .filter((figure) => !(quoted.get(path) ?? []).includes(figure))
        .map((figure) => `${path}: ${figure}`),
    )
    expect(unused).toEqual([])
  })
})
