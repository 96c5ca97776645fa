/** The settings form's read: as last saved (a pending draft included) and its state. */
export const SITE_CONFIG_KEY = ['/api/admin/site-config']

/** The published settings other tabs read (the YouTube tab's playlists). */
export const PUBLISHED_SITE_CONFIG_KEY = ['/api/site-config']
