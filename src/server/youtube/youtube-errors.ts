import { ApiError, isApiError } from '@/server/api/errors'

type GoogleErrorBody = {
  error?: { code?: number; message?: string; errors?: { reason?: string; message?: string }[] }
}

type FailedCall = {
  status?: number
  message?: string
  response?: { status?: number; data?: unknown }
}

const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded', 'rateLimitExceeded'])
const KEY_REASONS = new Set(['keyInvalid', 'keyExpired', 'ipRefererBlocked', 'accessNotConfigured'])

/** What the call was about, so a "not found" can name the playlist or channel. */
export type YoutubeSubject = { kind: 'playlist' | 'channel'; id: string }

const reasonOf = (data: unknown): string | undefined =>
  (data as GoogleErrorBody | undefined)?.error?.errors?.[0]?.reason

const googleMessage = (data: unknown): string | undefined =>
  (data as GoogleErrorBody | undefined)?.error?.message

/**
 * Turns a failed YouTube call into a message staff can act on. Google's own messages are terse
 * and sometimes HTML; ours say what happened and what to do. Nothing here is a 500.
 */
export const explainYoutubeError = (error: unknown, subject: YoutubeSubject): ApiError => {
  if (isApiError(error)) return error
  const failed = error as FailedCall
  const response = failed?.response
  if (!response) {
    return new ApiError(
      502,
      "Could not reach YouTube. Check the server's internet connection and try again.",
    )
  }
  const reason = reasonOf(response.data)
  const status = response.status ?? failed.status ?? 0
  if (reason && QUOTA_REASONS.has(reason)) {
    return new ApiError(429, 'YouTube quota exceeded. Try again tomorrow.')
  }
  if (reason && KEY_REASONS.has(reason)) {
    return new ApiError(503, 'YouTube refused the API key. Check YOUTUBE_API_KEY on the server.')
  }
  if (status === 404 || reason === 'playlistNotFound' || reason === 'channelNotFound') {
    const what = subject.kind === 'playlist' ? 'playlist' : 'channel'
    return new ApiError(
      404,
      `YouTube ${what} ${subject.id} was not found. Check the ID, and that it is public or unlisted.`,
    )
  }
  const detail = googleMessage(response.data)
  return new ApiError(
    502,
    `YouTube answered with an error (${status}${detail ? `: ${detail}` : ''}). Try again later.`,
  )
}
