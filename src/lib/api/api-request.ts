/**
 * The one way the browser calls /api (docs/requirements/api.md): cookies always sent, a JSON body
 * and its content type only when there is a body, and any non-ok answer raised as
 * "status: body text" (or the status text when the body is empty).
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
  ) {
    super(message)
    this.name = 'ApiRequestError'
  }

  /** The server's own message from our { message } error shape, when there is one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown }
      return typeof parsed.message === 'string' ? parsed.message : undefined
    } catch {
      return undefined
    }
  }
}

export const apiRequest = async (
  method: string,
  url: string,
  body?: unknown,
): Promise<Response> => {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
  })
  if (!response.ok) {
    const text = await response.text()
    throw new ApiRequestError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      text,
    )
  }
  return response
}

export const apiJson = async <T>(method: string, url: string, body?: unknown): Promise<T> =>
  (await apiRequest(method, url, body)).json() as Promise<T>
