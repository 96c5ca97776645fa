/**
 * The site's shared looks, written once. Components in this folder apply them; a caller that
 * must style a link or a native element like a button can use the class strings directly.
 */

/** Text inputs, selects and textareas: one look everywhere (a 3:1 border for WCAG 1.4.11). */
export const fieldBase = 'w-full rounded border border-slate-400 bg-white px-3 py-2 text-slate-900'

/** A field's label. */
export const labelClass = 'block text-sm font-medium text-slate-800'

/** A field under its label. */
export const fieldClass = `mt-1 ${fieldBase}`

const cardFrame = 'rounded-lg border border-slate-200 bg-white shadow-sm'

/** Panels and list items: normal (forms, dashboard), compact (lists of cards), flush (media). */
export const cardClasses = {
  normal: `${cardFrame} p-6`,
  compact: `${cardFrame} p-5`,
  flush: `${cardFrame} overflow-hidden`,
} as const

export const card = cardClasses.normal

/** The grey box the public filters (sermons, live streams) and event facts sit in. */
export const panelClass = 'rounded-lg border border-slate-200 bg-slate-50'

const button =
  'inline-flex items-center justify-center gap-2 rounded px-4 py-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-60'
const small = 'rounded border bg-white px-3 py-1 text-sm disabled:opacity-60'

export const buttonClasses = {
  primary: `${button} bg-primary text-white hover:opacity-90`,
  secondary: `${button} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100`,
  danger: `${button} bg-red-700 text-white hover:bg-red-800`,
  small: `${small} border-slate-300 text-slate-900 hover:bg-slate-100`,
  smallDanger: `${small} border-red-300 text-red-800 hover:bg-red-50`,
  /** The public site's call to action (form submits, "Back to Home", "Register"). */
  cta: 'rounded bg-primary px-5 py-2.5 text-center font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60',
  /** The public site's second choice ("Try again", "Clear Filters"). */
  outline:
    'rounded border border-slate-400 bg-white px-4 py-2 text-center font-semibold text-slate-800 hover:bg-slate-100',
  /** Small outlined links and buttons (subscribe, add to calendar, list controls). */
  chip: 'inline-flex items-center rounded border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-secondary hover:bg-slate-100',
  /** The giving page's one large call to action ("Give Online", "Open the Giving Form"). */
  ctaLarge: 'rounded bg-primary px-6 py-3 text-lg font-semibold text-white hover:opacity-90',
  /**
   * No shared look: the caller's classes are the whole look, for a button that looks like no
   * other (a dashboard tab, a logout that reads as a link, a control laid over a video).
   */
  plain: '',
} as const

export type ButtonVariant = keyof typeof buttonClasses

const badge = 'inline-flex items-center gap-1 px-2 py-0.5 text-xs'

export const badgeClasses = {
  neutral: `${badge} rounded-full border border-slate-400 bg-slate-100 font-medium text-slate-900`,
  live: `${badge} rounded bg-red-700 font-bold text-white`,
} as const

export type BadgeTone = keyof typeof badgeClasses

/** Joins class names, skipping empty ones. */
export const cx = (...names: (string | false | null | undefined)[]) =>
  names.filter(Boolean).join(' ')
