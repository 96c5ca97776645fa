/**
 * The site's shared looks, written once. Components in this folder apply them; a caller that
 * must style a link or a native element like a button can use the class strings directly.
 */

/** Text inputs, selects and textareas: one look everywhere (a 3:1 border for WCAG 1.4.11). */
export const fieldClass = 'mt-1 w-full rounded border border-slate-400 bg-white px-3 py-2'

export const card = 'rounded-lg border border-slate-200 bg-white p-6 shadow-sm'

const button =
  'inline-flex items-center justify-center gap-2 rounded px-4 py-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-60'
const small = 'rounded border bg-white px-3 py-1 text-sm disabled:opacity-60'

export const buttonClasses = {
  primary: `${button} bg-primary text-white hover:opacity-90`,
  secondary: `${button} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100`,
  danger: `${button} bg-red-700 text-white hover:bg-red-800`,
  small: `${small} border-slate-300 text-slate-900 hover:bg-slate-100`,
  smallDanger: `${small} border-red-300 text-red-800 hover:bg-red-50`,
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
