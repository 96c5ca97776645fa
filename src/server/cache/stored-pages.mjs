/**
 * A cache handler that stores each rendered page's HTML as `transform` makes it, and every other
 * entry (cached reads, route answers) as it came. The entry Next passed in is left unchanged.
 *
 * Plain JavaScript: the cache handler that uses it is loaded by Next outside the bundler.
 */
export const storingPagesAs = (transform) => (handler) => ({
  ...handler,
  set: (key, entry, context) => {
    const value = entry?.value
    const isPage = value?.kind === 'APP_PAGE' && typeof value.html === 'string'
    const stored = isPage ? { ...entry, value: { ...value, html: transform(value.html) } } : entry
    return handler.set(key, stored, context)
  },
})
