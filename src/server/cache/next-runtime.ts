/**
 * Next sets NEXT_RUNTIME inside its server. Outside it (the seed, Vitest, scripts) there is no
 * incremental cache to read or revalidate, so cached reads run directly and revalidation is a no-op.
 */
export const insideNextServer = (): boolean => Boolean(process.env.NEXT_RUNTIME)

/** `next build` prerendering pages: there is no database to read (nor any need to). */
export const isBuildPhase = (): boolean => process.env.NEXT_PHASE === 'phase-production-build'
