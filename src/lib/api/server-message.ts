import { ApiRequestError } from './api-request'

/** The message a failed call should show: the server's own, or the given fallback. */
export const serverMessage = (error: unknown, fallback: string): string =>
  (error instanceof ApiRequestError ? error.serverMessage : undefined) ?? fallback
