import { stat } from 'node:fs/promises'
import path from 'node:path'

import { parseFile } from 'music-metadata'

import { outboundFetch, type OutboundOptions } from '@/server/http/outbound/outbound-fetch'
import { isAddressRefusal } from '@/server/http/outbound/refused'

/**
 * What a podcast enclosure needs to say about its file, learned once when a sermon is saved.
 * `seconds` is the audio's real length, known for a file the site serves itself (read from the
 * file); a link elsewhere is never downloaded to measure it, so it is null there.
 */
export type AudioFacts = { bytes: number; type: string; seconds: number | null }

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

/**
 * What probing a link found: its facts when they could be learned, and whether the link was
 * refused because it (or a redirect) points inside the server's network, which staff are told.
 */
export type AudioProbe = { facts: AudioFacts | null; refused: boolean }

// Each of the two requests, redirects included; a staff member's save is waiting on them.
const PROBE_TIMEOUT_MS = 5_000

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

const ok = (status: number) => status >= 200 && status < 300

const positive = (value: string | null): number | null => {
  const number = Number(value)
  return value && Number.isSafeInteger(number) && number > 0 ? number : null
}

/**
 * The length of an audio file in whole seconds, read from its frames by music-metadata; null when
 * the file holds no audio it can read (the feed then uses the duration staff typed).
 */
export const audioFileSeconds = async (file: string): Promise<number | null> => {
  try {
    const { format } = await parseFile(/* turbopackIgnore: true */ file, { duration: true })
    return format.duration && format.duration > 0 ? Math.max(1, Math.round(format.duration)) : null
  } catch {
    return null
  }
}

/**
 * A file the site serves itself from public/ (the demo audio) is measured on disk: the seed
 * runs before the server listens, so asking it over HTTP would fail. Its length is read too.
 */
export const probeOwnFile = async (url: URL, siteUrl: string): Promise<AudioFacts | null> => {
  if (url.origin !== new URL(siteUrl).origin) return null
  const publicDir = path.resolve(/* turbopackIgnore: true */ process.cwd(), 'public')
  const file = path.resolve(publicDir, `.${decodeURIComponent(url.pathname)}`)
  if (!file.startsWith(publicDir + path.sep)) return null
  try {
    const info = await stat(/* turbopackIgnore: true */ file)
    if (!info.isFile() || info.size === 0) return null
    return {
      bytes: info.size,
      type: typeFromPath(file) ?? 'audio/mpeg',
      seconds: await audioFileSeconds(file),
    }
  } catch {
    return null
  }
}

// No body is ever read (maxBodyBytes 0): the connection closes once the headers are in, so a
// server that ignores Range cannot stream the file at us.
const request = (url: URL, options: OutboundOptions) =>
  outboundFetch(url, { ...options, timeoutMs: PROBE_TIMEOUT_MS, maxBodyBytes: 0 })

/**
 * Learns an audio file's size in bytes and its MIME type: HEAD first; servers that refuse HEAD
 * or leave out Content-Length get a one-byte ranged GET, whose Content-Range names the total.
 * No facts when neither tells (the feed then leaves the sermon out rather than publish a bad
 * enclosure; saving the sermon again tries again). Links are fetched through outboundFetch
 * (docs/outbound-requests.md): one pointing inside the server's network is never requested.
 */
export const probeAudioLink = async (rawUrl: string, siteUrl: string): Promise<AudioProbe> => {
  const unknown = { facts: null, refused: false }
  let url: URL
  try {
    url = new URL(rawUrl)
  } catch {
    return unknown
  }
  const own = await probeOwnFile(url, siteUrl)
  if (own) return { facts: own, refused: false }
  try {
    const head = await request(url, { method: 'HEAD' })
    const length = ok(head.status) ? positive(head.headers.get('content-length')) : null
    if (length) {
      const type = chooseType(head.headers.get('content-type'), url.pathname)
      return { facts: { bytes: length, type, seconds: null }, refused: false }
    }
    const ranged = await request(url, { method: 'GET', headers: { range: 'bytes=0-0' } })
    const total =
      ranged.status === 206
        ? totalFromContentRange(ranged.headers.get('content-range'))
        : ok(ranged.status)
          ? positive(ranged.headers.get('content-length'))
          : null
    if (!total) return unknown
    const type = chooseType(ranged.headers.get('content-type'), url.pathname)
    return { facts: { bytes: total, type, seconds: null }, refused: false }
  } catch (error) {
    return { facts: null, refused: isAddressRefusal(error) }
  }
}
