import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A loopback YouTube Data API v3 for tests: playlistItems.list (with paging), videos.list and
 * channels.list answer in YouTube's own JSON shapes, errors in Google's error shape. The real
 * @googleapis/youtube client is pointed at it through its rootUrl.
 */

export type FakeThumbnailSize = 'default' | 'medium' | 'high' | 'standard' | 'maxres'

export type FakeVideo = {
  id: string
  title: string
  description?: string
  publishedAt: string
  /** ISO 8601, as YouTube sends it: PT1H2M3S. P0D while a broadcast is live or upcoming. */
  duration?: string
  liveBroadcastContent?: 'none' | 'live' | 'upcoming'
  liveStreamingDetails?: {
    actualStartTime?: string
    actualEndTime?: string
    scheduledStartTime?: string
  }
  privacyStatus?: 'public' | 'unlisted' | 'private'
  /** Gone from YouTube: the playlist keeps a 'Deleted video' entry, videos.list omits it. */
  deleted?: boolean
  /** Which sizes YouTube made; by default all but maxres. */
  thumbnailSizes?: FakeThumbnailSize[]
}

export type FakeFailure = {
  reason: 'quotaExceeded' | 'backendError'
  /** Only this method fails; by default every call does. */
  only?: 'playlistItems' | 'videos' | 'channels'
}

const THUMBNAIL_DIMENSIONS: Record<FakeThumbnailSize, [number, number]> = {
  default: [120, 90],
  medium: [320, 180],
  high: [480, 360],
  standard: [640, 480],
  maxres: [1280, 720],
}

const THUMBNAIL_FILES: Record<FakeThumbnailSize, string> = {
  default: 'default.jpg',
  medium: 'mqdefault.jpg',
  high: 'hqdefault.jpg',
  standard: 'sddefault.jpg',
  maxres: 'maxresdefault.jpg',
}

export const fakeThumbnailUrl = (videoId: string, size: FakeThumbnailSize) =>
  `https://i.ytimg.com/vi/${videoId}/${THUMBNAIL_FILES[size]}`

const etag = (value: unknown) =>
  createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 27)

const thumbnailsOf = (video: FakeVideo) =>
  Object.fromEntries(
    (video.thumbnailSizes ?? ['default', 'medium', 'high', 'standard']).map((size) => {
      const [width, height] = THUMBNAIL_DIMENSIONS[size]
      return [size, { url: fakeThumbnailUrl(video.id, size), width, height }]
    }),
  )

const CHANNEL = { id: 'UCfakeChannel000000000000', title: "St. Brendan's-by-the-Sea" }

/** Google's error JSON, as the YouTube Data API sends it. */
const googleError = (code: number, reason: string, domain: string, message: string) => ({
  error: {
    code,
    message,
    errors: [{ message, domain, reason }],
  },
})

const ERRORS = {
  keyInvalid: () =>
    googleError(400, 'keyInvalid', 'global', 'API key not valid. Please pass a valid API key.'),
  quotaExceeded: () =>
    googleError(
      403,
      'quotaExceeded',
      'youtube.quota',
      'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
    ),
  backendError: () => googleError(503, 'backendError', 'global', 'Backend Error'),
  playlistNotFound: () =>
    googleError(
      404,
      'playlistNotFound',
      'youtube.playlistItem',
      "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
    ),
  badMaxResults: () =>
    googleError(
      400,
      'invalidParameter',
      'youtube.parameter',
      "Invalid value '51'. Values must be within the range: [0, 50]",
    ),
}

const pageToken = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url')
const offsetOf = (token: string | null) =>
  token ? Number(Buffer.from(token, 'base64url').toString().replace('offset:', '')) : 0

/** A repeated parameter, sent either as id=a&id=b or id=a,b. */
const listParam = (params: URLSearchParams, name: string) =>
  params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)

export class FakeYoutubeApi {
  readonly videos = new Map<string, FakeVideo>()
  readonly playlists = new Map<string, string[]>()
  /** channel id → its uploads playlist id */
  readonly channels = new Map<string, string>()
  /** Every request, for tests that check what the client asked for. */
  readonly requests: URL[] = []
  failure: FakeFailure | null = null
  /** YouTube may answer a page with fewer items than asked for; lower this to force paging. */
  maxPageSize = 50

  private constructor(
    private readonly server: ReturnType<typeof createServer>,
    readonly apiKey: string,
  ) {}

  static async start({ port = 0, apiKey = 'fake-youtube-key' } = {}): Promise<FakeYoutubeApi> {
    const server = createServer()
    const fake = new FakeYoutubeApi(server, apiKey)
    server.on('request', (request, response) => fake.handle(request, response))
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', resolve)
    })
    return fake
  }

  /** The rootUrl for the @googleapis/youtube client. */
  get url(): string {
    const { port } = this.server.address() as AddressInfo
    return `http://127.0.0.1:${port}/`
  }

  /** Adds videos to a playlist (and to YouTube), in playlist order. */
  addPlaylist(playlistId: string, videos: FakeVideo[]) {
    for (const video of videos) this.videos.set(video.id, video)
    this.playlists.set(playlistId, [
      ...(this.playlists.get(playlistId) ?? []),
      ...videos.map((v) => v.id),
    ])
  }

  updateVideo(id: string, change: Partial<FakeVideo>) {
    const video = this.videos.get(id)
    if (!video) throw new Error(`No fake video ${id}`)
    this.videos.set(id, { ...video, ...change })
  }

  reset() {
    this.videos.clear()
    this.playlists.clear()
    this.channels.clear()
    this.requests.length = 0
    this.failure = null
    this.maxPageSize = 50
  }

  async stop() {
    this.server.closeAllConnections()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  private handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    this.requests.push(url)
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' })
      response.end(JSON.stringify(body))
    }
    if (request.method !== 'GET')
      return send(405, googleError(405, 'methodNotAllowed', 'global', 'Method not allowed'))
    if (url.searchParams.get('key') !== this.apiKey) return send(400, ERRORS.keyInvalid())

    const method = url.pathname.replace(/^\/youtube\/v3\//, '')
    if (this.failure && (!this.failure.only || this.failure.only === method)) {
      const body = ERRORS[this.failure.reason]()
      return send(body.error.code, body)
    }
    const maxResults = Number(url.searchParams.get('maxResults') ?? 5)
    if (!Number.isInteger(maxResults) || maxResults < 0 || maxResults > 50) {
      return send(400, ERRORS.badMaxResults())
    }
    const parts = new Set(listParam(url.searchParams, 'part'))
    if (method === 'playlistItems')
      return this.playlistItems(url.searchParams, parts, maxResults, send)
    if (method === 'videos') return this.videoList(url.searchParams, parts, send)
    if (method === 'channels') return this.channelList(url.searchParams, parts, send)
    send(404, googleError(404, 'notFound', 'global', 'Not Found'))
  }

  private playlistItems(
    params: URLSearchParams,
    parts: Set<string>,
    maxResults: number,
    send: (status: number, body: unknown) => void,
  ) {
    const playlistId = params.get('playlistId') ?? ''
    const ids = this.playlists.get(playlistId)
    if (!ids) return send(404, ERRORS.playlistNotFound())
    const offset = offsetOf(params.get('pageToken'))
    const size = Math.min(maxResults, this.maxPageSize)
    const page = ids.slice(offset, offset + size)
    const items = page.map((videoId, index) => {
      const video = this.videos.get(videoId)
      const hidden = !video || video.deleted || video.privacyStatus === 'private'
      const title = hidden
        ? video?.privacyStatus === 'private'
          ? 'Private video'
          : 'Deleted video'
        : video.title
      const item: Record<string, unknown> = {
        kind: 'youtube#playlistItem',
        etag: etag([playlistId, videoId, title]),
        id: Buffer.from(`${playlistId}.${videoId}`).toString('base64url'),
      }
      if (parts.has('snippet')) {
        item.snippet = {
          publishedAt: video?.publishedAt ?? '2026-01-01T00:00:00Z',
          channelId: CHANNEL.id,
          title,
          description: hidden ? 'This video is unavailable.' : (video.description ?? ''),
          thumbnails: hidden ? {} : thumbnailsOf(video),
          channelTitle: CHANNEL.title,
          playlistId,
          position: offset + index,
          resourceId: { kind: 'youtube#video', videoId },
          ...(hidden
            ? {}
            : { videoOwnerChannelTitle: CHANNEL.title, videoOwnerChannelId: CHANNEL.id }),
        }
      }
      if (parts.has('contentDetails')) {
        item.contentDetails = hidden
          ? { videoId }
          : { videoId, videoPublishedAt: video.publishedAt }
      }
      if (parts.has('status')) {
        item.status = {
          privacyStatus:
            hidden && video?.privacyStatus === 'private'
              ? 'private'
              : (video?.privacyStatus ?? 'privacyStatusUnspecified'),
        }
      }
      return item
    })
    const next = offset + size < ids.length ? pageToken(offset + size) : undefined
    const previous = offset > 0 ? pageToken(Math.max(0, offset - size)) : undefined
    send(200, {
      kind: 'youtube#playlistItemListResponse',
      etag: etag(items),
      ...(next ? { nextPageToken: next } : {}),
      ...(previous ? { prevPageToken: previous } : {}),
      items,
      pageInfo: { totalResults: ids.length, resultsPerPage: size },
    })
  }

  private videoList(
    params: URLSearchParams,
    parts: Set<string>,
    send: (status: number, body: unknown) => void,
  ) {
    const ids = listParam(params, 'id')
    const items = ids
      .map((id) => this.videos.get(id))
      .filter((video): video is FakeVideo => Boolean(video && !video.deleted))
      .map((video) => {
        const item: Record<string, unknown> = {
          kind: 'youtube#video',
          etag: etag(video),
          id: video.id,
        }
        if (parts.has('snippet')) {
          item.snippet = {
            publishedAt: video.publishedAt,
            channelId: CHANNEL.id,
            title: video.title,
            description: video.description ?? '',
            thumbnails: thumbnailsOf(video),
            channelTitle: CHANNEL.title,
            categoryId: '29',
            liveBroadcastContent: video.liveBroadcastContent ?? 'none',
            localized: { title: video.title, description: video.description ?? '' },
          }
        }
        if (parts.has('contentDetails')) {
          item.contentDetails = {
            duration: video.duration ?? 'P0D',
            dimension: '2d',
            definition: 'hd',
            caption: 'false',
            licensedContent: false,
            contentRating: {},
            projection: 'rectangular',
          }
        }
        if (parts.has('status')) {
          item.status = {
            uploadStatus: 'processed',
            privacyStatus: video.privacyStatus ?? 'public',
            license: 'youtube',
            embeddable: true,
            publicStatsViewable: true,
            madeForKids: false,
          }
        }
        if (parts.has('liveStreamingDetails') && video.liveStreamingDetails) {
          item.liveStreamingDetails = video.liveStreamingDetails
        }
        return item
      })
    send(200, {
      kind: 'youtube#videoListResponse',
      etag: etag(items),
      items,
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    })
  }

  private channelList(
    params: URLSearchParams,
    parts: Set<string>,
    send: (status: number, body: unknown) => void,
  ) {
    const items = listParam(params, 'id')
      .filter((id) => this.channels.has(id))
      .map((id) => ({
        kind: 'youtube#channel',
        etag: etag(id),
        id,
        ...(parts.has('contentDetails')
          ? { contentDetails: { relatedPlaylists: { likes: '', uploads: this.channels.get(id) } } }
          : {}),
      }))
    // Like YouTube, an unknown channel is an empty answer without items, not an error.
    send(200, {
      kind: 'youtube#channelListResponse',
      etag: etag(items),
      pageInfo: { totalResults: items.length, resultsPerPage: 5 },
      ...(items.length ? { items } : {}),
    })
  }
}
