import { ApiRequestError } from '@/lib/api/api-request'

/** The per-field messages of a 400 answer ({ message, errors: { field: message } }), if any. */
export const serverFieldErrors = (error: unknown): Record<string, string> => {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return {}
  try {
    const { errors } = JSON.parse(error.body) as { errors?: Record<string, unknown> }
    return Object.fromEntries(
      Object.entries(errors ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    )
  } catch {
    return {}
  }
}
