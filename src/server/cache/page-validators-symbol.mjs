/**
 * Where the cache handler leaves its page validators for the proxy (page-validators.mjs): the
 * two are bundled apart and meet only through a global.
 */
export const PAGE_VALIDATORS = Symbol.for('shoreline.page-validators')
