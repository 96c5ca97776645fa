/**
 * A Range header read against a file's size: what Next's file server will make of it, and what
 * HTTP says the answer should be. Next serves public/ and _next/static/ with the `send` package,
 * which answers a Range it cannot serve any part of with an error 416; Next then renders a status
 * page for that error that an App Router build does not have, and the answer is a 500
 * (docs/public-site.md). The proxy decides such requests first (static-file-range.ts).
 */

/** The only Range headers `send` reads; it serves the whole file for any other. */
const SEND_READS = /^ *bytes=/

/**
 * Whether Next's file server fails on this Range: it reads it (SEND_READS) and finds no part it
 * can serve, parsed as the `range-parser` package inside it does. Loose, as that parser is
 * (`parseInt`): a part must start inside the file, a suffix be 1 to `size` bytes long.
 */
export const nextFailsOnRange = (header: string, size: number): boolean => {
  if (!SEND_READS.test(header)) return false
  const parts = header.slice(header.indexOf('=') + 1).split(',')
  return !parts.some((part) => {
    const [from, to] = part.split('-')
    let start = parseInt(from, 10)
    let end = parseInt(to, 10)
    if (Number.isNaN(start)) [start, end] = [size - end, size - 1]
    else if (Number.isNaN(end)) end = size - 1
    end = Math.min(end, size - 1)
    return !Number.isNaN(start) && !Number.isNaN(end) && start >= 0 && start <= end
  })
}

type RangeSpec = { first: number; last: number | null } | { suffix: number }

/** `bytes=0-99, 200-, -50` as its parts (RFC 9110 §14.1.2), or null where it is not valid. */
const parseRangeSet = (header: string): RangeSpec[] | null => {
  const match = /^\s*bytes\s*=(.*)$/i.exec(header)
  if (!match) return null
  const specs: RangeSpec[] = []
  for (const part of match[1].split(',')) {
    const text = part.trim()
    const range = /^(\d+)-(\d*)$/.exec(text)
    const suffix = /^-(\d+)$/.exec(text)
    if (range && (range[2] === '' || Number(range[2]) >= Number(range[1]))) {
      specs.push({ first: Number(range[1]), last: range[2] === '' ? null : Number(range[2]) })
    } else if (suffix) specs.push({ suffix: Number(suffix[1]) })
    else if (text !== '') return null
  }
  return specs.length ? specs : null
}

/**
 * Whether HTTP calls this Range unsatisfiable, the one case for 416 (RFC 9110 §14.1.1,
 * §15.5.17): a valid range set none of whose parts starts inside the file, and no suffix longer
 * than nothing. An invalid one is ignored instead (§14.2).
 */
export const isUnsatisfiable = (header: string, size: number): boolean => {
  const specs = parseRangeSet(header)
  if (!specs) return false
  return !specs.some((spec) => ('suffix' in spec ? spec.suffix > 0 : spec.first < size))
}

/** What a route serving a file of `size` bytes does with a Range header (serve-sermon-file.ts). */
export type RangeAnswer =
  { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' }

/**
 * A Range header against a file's size: one part (206, `end` inclusive), unsatisfiable (416), or
 * the whole file (200) for no Range, an invalid one (ignored, RFC 9110 §14.2) or several parts
 * (a server may answer a multi-part request with the whole; players ask for one part).
 */
export const answerRange = (header: string | null, size: number): RangeAnswer => {
  if (header === null) return { kind: 'whole' }
  const specs = parseRangeSet(header)
  if (!specs) return { kind: 'whole' }
  if (isUnsatisfiable(header, size)) return { kind: 'unsatisfiable' }
  if (specs.length > 1) return { kind: 'whole' }
  const [spec] = specs
  if ('suffix' in spec)
    return { kind: 'part', start: Math.max(0, size - spec.suffix), end: size - 1 }
  const end = spec.last === null ? size - 1 : Math.min(spec.last, size - 1)
  return { kind: 'part', start: spec.first, end }
}
