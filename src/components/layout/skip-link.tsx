/** The first thing a keyboard reaches: straight past the header to the page's <main id="main">. */
export const SkipLink = () => (
  <a
    href="#main"
    className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
  >
    Skip to main content
  </a>
)
