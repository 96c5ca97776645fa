import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import { ApiRequestError } from '@/lib/api/api-request'

/** The per-field messages of a 400 answer ({ message, errors: { field: message } }), if any. */
const serverFieldErrors = (error: unknown): Record<string, string> => {
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

/**
 * A save's onError for a dashboard form: each field the server refused shows its message under
 * that field (the other failures are the mutation's toast).
 */
export const showServerFieldErrors =
  <Values extends FieldValues>(setError: UseFormSetError<Values>) =>
  (error: unknown): void => {
    for (const [name, message] of Object.entries(serverFieldErrors(error)))
      setError(name as Path<Values>, { message })
  }
