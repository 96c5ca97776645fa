import { ApiRequestError, apiJson, apiRequest } from '@/lib/api/api-request'

import type { FinishedUpload } from './use-resumable-upload'

/** Waits before each automatic retry of a failed part; then staff may press Resume. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10000]
/** Parts in flight at once: enough to fill a church's upload line, few enough to resume cheaply. */
const PARALLEL_PARTS = 3
/** Part URLs asked for at a time (they last an hour). */
const URL_BATCH = 20

const BASE = '/api/admin/sermon-s3-uploads'

export type UploadProblem = { message: string; canResume: boolean }

type Events = {
  onProgress: (sent: number, total: number) => void
  onSuccess: (file: FinishedUpload) => void
  onError: (problem: UploadProblem) => void
}

/** A part PUT that failed: a dropped line (status 0) or a 5xx is worth retrying, the rest is not. */
class PartFailed extends Error {
  constructor(readonly status: number) {
    super(`The part was not stored (${status || 'connection lost'})`)
  }
}

const LOST: UploadProblem = {
  message: 'The connection was lost. Press Resume to go on where it stopped.',
  canResume: true,
}

const problemOf = (error: unknown): UploadProblem => {
  if (error instanceof PartFailed && error.status > 0 && error.status < 500) {
    return {
      message:
        'The storage bucket refused the file. Ask whoever set up the site to check its S3 settings.',
      canResume: false,
    }
  }
  if (error instanceof ApiRequestError) {
    return {
      message: error.serverMessage ?? 'The upload failed. Please try again.',
      canResume: error.status >= 500,
    }
  }
  return LOST
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * An upload straight to the S3 bucket (docs/uploads.md, "S3 mode"): the server starts a
 * multipart upload and presigns each part's URL; the browser PUTs the parts itself, a few at a
 * time, each retried on its own, and the server then joins and checks the file. Pause aborts
 * the parts in flight (the sent ones stay in the bucket), Resume sends the missing ones, Cancel
 * deletes them all. A small loop of our own: the dashboard already has its progress UI, and a
 * library such as Uppy would bring its own state and UI for these few requests.
 */
export class S3MultipartUpload {
  private id: string | null = null
  private partBytes = 0
  private parts = 0
  private readonly etags = new Map<number, string>()
  private readonly inFlight = new Map<number, XMLHttpRequest>()
  private readonly sending = new Map<number, number>()
  private stopped = false

  constructor(
    private readonly file: File,
    private readonly metadata: Record<string, string>,
    private readonly events: Events,
  ) {}

  get started(): boolean {
    return this.id !== null
  }

  async start(): Promise<void> {
    this.stopped = false
    try {
      if (!this.id) await this.create()
      await this.sendMissingParts()
      if (this.stopped) return
      const parts = [...this.etags].map(([partNumber, etag]) => ({ partNumber, etag }))
      const finished = await apiJson<FinishedUpload>('POST', `${BASE}/${this.id}/complete`, {
        parts,
      })
      this.events.onSuccess(finished)
    } catch (error) {
      if (!this.stopped) this.events.onError(problemOf(error))
    }
  }

  pause(): void {
    this.stopped = true
    for (const request of this.inFlight.values()) request.abort()
  }

  /** Stops sending and deletes what reached the bucket. */
  async cancel(): Promise<void> {
    this.pause()
    if (this.id) await apiRequest('DELETE', `${BASE}/${this.id}`)
  }

  private async create() {
    const { kind, sermonId, label } = this.metadata
    const started = await apiJson<{ id: string; partBytes: number; parts: number }>('POST', BASE, {
      kind,
      sermonId: Number(sermonId),
      filename: this.file.name,
      ...(label ? { label } : {}),
      size: this.file.size,
    })
    this.id = started.id
    this.partBytes = started.partBytes
    this.parts = started.parts
  }

  private reportProgress() {
    const done = [...this.etags.keys()].reduce((sum, n) => sum + this.partSize(n), 0)
    const partial = [...this.sending.values()].reduce((sum, bytes) => sum + bytes, 0)
    this.events.onProgress(Math.min(done + partial, this.file.size), this.file.size)
  }

  private partSize(partNumber: number) {
    const start = (partNumber - 1) * this.partBytes
    return Math.min(this.partBytes, this.file.size - start)
  }

  private async sendMissingParts() {
    const missing = Array.from({ length: this.parts }, (_, index) => index + 1).filter(
      (partNumber) => !this.etags.has(partNumber),
    )
    for (let batch = 0; batch < missing.length && !this.stopped; batch += URL_BATCH) {
      const { parts } = await apiJson<{ parts: { partNumber: number; url: string }[] }>(
        'POST',
        `${BASE}/${this.id}/parts`,
        { partNumbers: missing.slice(batch, batch + URL_BATCH) },
      )
      const queue = [...parts]
      const worker = async () => {
        for (let next = queue.shift(); next && !this.stopped; next = queue.shift()) {
          await this.sendPartWithRetries(next.partNumber, next.url)
        }
      }
      await Promise.all(Array.from({ length: PARALLEL_PARTS }, worker))
    }
  }

  private async sendPartWithRetries(partNumber: number, url: string) {
    for (let attempt = 0; ; attempt++) {
      try {
        this.etags.set(partNumber, await this.sendPart(partNumber, url))
        this.reportProgress()
        return
      } catch (error) {
        const status = error instanceof PartFailed ? error.status : 0
        const retryable = status === 0 || status >= 500
        if (this.stopped || !retryable || attempt >= RETRY_DELAYS_MS.length) throw error
        await wait(RETRY_DELAYS_MS[attempt])
      }
    }
  }

  private sendPart(partNumber: number, url: string): Promise<string> {
    const start = (partNumber - 1) * this.partBytes
    const body = this.file.slice(start, start + this.partSize(partNumber))
    return new Promise((resolve, reject) => {
      const request = new XMLHttpRequest()
      this.inFlight.set(partNumber, request)
      const settle = () => {
        this.inFlight.delete(partNumber)
        this.sending.delete(partNumber)
      }
      request.open('PUT', url)
      request.upload.onprogress = (event) => {
        this.sending.set(partNumber, event.loaded)
        this.reportProgress()
      }
      request.onload = () => {
        settle()
        // The bucket's CORS rule must expose ETag (README, S3 section), or parts cannot be joined.
        const etag = request.getResponseHeader('ETag')
        if (request.status >= 200 && request.status < 300 && etag) resolve(etag)
        else
          reject(
            new PartFailed(request.status >= 200 && request.status < 300 ? 400 : request.status),
          )
      }
      request.onerror = () => {
        settle()
        reject(new PartFailed(0))
      }
      request.onabort = () => {
        settle()
        reject(new PartFailed(0))
      }
      request.send(body)
    })
  }
}
