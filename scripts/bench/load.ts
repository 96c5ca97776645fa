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
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN

/**
 * Drives one path with autocannon and computes exact percentiles from every response time
 * (autocannon's own summary has p97.5 but no p95).
 */
export const load = async (
  name: string,
  url: string,
  { connections, seconds, pathFor }: { connections: number; seconds: number; pathFor?: () => string },
): Promise<LoadResult> => {
  const times: number[] = []
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    requests: pathFor ? [{ setupRequest: (request) => ({ ...request, path: pathFor() }) }] : undefined,
  })
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    times.push(responseTime)
  })
  const result = await instance
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
