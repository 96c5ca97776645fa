/** A 200 whose body is JSON text that is already serialised (from the cache). */
export const jsonResponse = (text: string, init: ResponseInit = {}): Response =>
  new Response(text, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  })
