/**
 * Where the cache handler (handler.mjs) leaves the instance Next made of it, so code that runs
 * outside any request (a job on the queue) can expire tags through it (revalidate.ts). A global
 * symbol, because Next loads the handler's file itself, apart from the bundles that need it.
 *
 * Plain JavaScript: the handler that imports it is loaded by Next outside the bundler.
 */
export const CACHE_HANDLER_INSTANCE = Symbol.for('shoreline.cache-handler-instance')
