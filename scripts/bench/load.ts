import autocannon from 'autocannon'

export type LoadResult = {
  name: string
  requests: number
  errors: number
  non2xx: number
  rps: number
  p50: number
  p95: number
  p99: number
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN

/**
 * Drives one path with autocannon and computes exact percentiles from every response time
 * (autocannon's own summary has p97.5 but no p95).
 */
export const load = async (
  name: string,
  url: string,
  {
    connections,
    seconds,
    pathFor,
    post,
    headers,
  }: {
    connections: number
    seconds: number
    pathFor?: () => string
    /** A POST instead: its headers and a fresh body per request. */
    post?: { headers: Record<string, string>; bodyFor: () => string }
    /** Sent with each GET (a staff session's cookie for the dashboard's routes). */
    headers?: Record<string, string>
  },
): Promise<LoadResult> => {
  const times: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        ...(headers ? { headers } : {}),
        ...(post ? { method: 'POST' as const, headers: post.headers } : {}),
        requests: post
          ? [{ setupRequest: (request) => ({ ...request, body: post.bodyFor() }) }]
          : pathFor
            ? [{ setupRequest: (request) => ({ ...request, path: pathFor() }) }]
            : undefined,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
  })
  times.sort((a, b) => a - b)
  return {
    name,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    rps: Math.round((result.requests.total / seconds) * 10) / 10,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  }
}
