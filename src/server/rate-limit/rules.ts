/** At most `points` in any window of `seconds` (a fixed window that starts with the first). */
export type RateLimitRule = { points: number; seconds: number }
