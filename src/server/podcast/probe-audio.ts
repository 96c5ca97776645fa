import { stat } from 'node:fs/promises'
import path from 'node:path'

/** What a podcast enclosure needs to say about its file, learned once when a sermon is saved. */
export type AudioFacts = { bytes: number; type: string }

/** The types Apple Podcasts accepts, by file extension, for servers that answer octet-stream. */
const TYPE_BY_EXTENSION: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/x-m4a',
  '.aac': 'audio/aac',
  '.mp4': 'video/mp4',
  '.m4v': 'video/x-m4v',
  '.mov': 'video/quicktime',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.opus': 'audio/opus',
}

const PROBE_TIMEOUT_MS = 10_000

const typeFromPath = (pathname: string): string | null =>
  TYPE_BY_EXTENSION[path.extname(pathname).toLowerCase()] ?? null

/** The server's type when it names a media type, else the extension's, else MP3's. */
const chooseType = (header: string | null, pathname: string): string => {
  const declared = header?.split(';')[0].trim().toLowerCase()
  if (declared && /^(audio|video)\//.test(declared)) return declared
  return typeFromPath(pathname) ?? 'audio/mpeg'
}

/** "bytes 0-0/48213" -> 48213. */
const totalFromContentRange = (header: string | null): number | null => {
  const match = header ? /\/(\d+)\s*$/.exec(header) : null
  return match ? Number(match[1]) : null
}

const positive = (value: string | null): number | null => {
  const number = Number(value)
  return value && Number.isSafeInteger(number) && number > 0 ? number : null
}

/**
 * A file the site serves itself from public/ (the demo audio) is measured on disk: the seed
 * runs before the server listens, so asking it over HTTP would fail.
 */
const probeOwnFile = async (url: URL, siteUrl: string): Promise<AudioFacts | null> => {
  if (url.origin !== new URL(siteUrl).origin) return null
  const publicDir = path.resolve(/* turbopackIgnore: true */ process.cwd(), 'public')
  const file = path.resolve(publicDir, `.${decodeURIComponent(url.pathname)}`)
  if (!file.startsWith(publicDir + path.sep)) return null
  try {
    const info = await stat(/* turbopackIgnore: true */ file)
    return info.isFile() && info.size > 0
      ? { bytes: info.size, type: typeFromPath(file) ?? 'audio/mpeg' }
      : null
  } catch {
    return null
  }
}

const request = (url: URL, init: RequestInit) =>
  fetch(url, { ...init, redirect: 'follow', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })

/**
 * Learns an audio file's size in bytes and its MIME type: HEAD first; servers that refuse HEAD
 * or leave out Content-Length get a one-byte ranged GET, whose Content-Range names the total.
 * Null when neither tells (the feed then leaves the sermon out rather than publish a bad
 * enclosure; saving the sermon again tries again).
 */
export const probeAudio = async (rawUrl: string, siteUrl: string): Promise<AudioFacts | null> => {
  let url: URL
  try {
    url = new URL(rawUrl)
  } catch {
    return null
  }
  const own = await probeOwnFile(url, siteUrl)
  if (own) return own
  try {
    const head = await request(url, { method: 'HEAD' })
    const length = head.ok ? positive(head.headers.get('content-length')) : null
    if (length)
      return { bytes: length, type: chooseType(head.headers.get('content-type'), url.pathname) }
    const ranged = await request(url, { method: 'GET', headers: { range: 'bytes=0-0' } })
    // Only the headers are wanted; a server that ignores Range would otherwise stream the file.
    await ranged.body?.cancel()
    const total =
      ranged.status === 206
        ? totalFromContentRange(ranged.headers.get('content-range'))
        : ranged.ok
          ? positive(ranged.headers.get('content-length'))
          : null
    return total
      ? { bytes: total, type: chooseType(ranged.headers.get('content-type'), url.pathname) }
      : null
  } catch {
    return null
  }
}
