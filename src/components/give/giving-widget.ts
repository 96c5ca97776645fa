/**
 * The external giving provider: its script and the element its embed mounts on. A Tithe.ly-style
 * widget: the script turns the embed button into the provider's secure giving form. The church's
 * account id is content (Pages → Give, docs/site-content.md); another provider needs its script
 * here and in the Content-Security-Policy.
 */
export const GIVING_WIDGET = {
  scriptSrc: 'https://tithe.ly/widget/v3/give.js?3',
  embedHtmlId: 'giving-widget-embed',
  /** The global function the script defines to wire up the embed. */
  initGlobal: 'create_tithely_widget',
  /** The class the script looks for on the embed button. */
  embedClassName: 'tithely-give-btn',
} as const

/** How long to wait for the script before showing the other ways to give. */
export const GIVING_WIDGET_TIMEOUT_MS = 5000

/** The Other Ways to Give section, which the fallback points to. */
export const OTHER_WAYS_ANCHOR = 'other-ways-to-give'
