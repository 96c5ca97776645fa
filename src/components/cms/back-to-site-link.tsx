/**
 * Payload's admin at /cms has no way back to the church's website: this link sits under its
 * navigation and above its login form (payload.config.ts, admin.components). A plain anchor: the
 * site is another part of the app, so a full page load, as the site's own links to /cms are.
 */
export const BackToSiteLink = () => (
  // eslint-disable-next-line @next/next/no-html-link-for-pages -- another root layout: a full load
  <a href="/" style={{ display: 'inline-block', margin: '1rem 0', textDecoration: 'underline' }}>
    ← Back to the website
  </a>
)
