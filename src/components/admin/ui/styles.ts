/** The dashboard's few shared looks, so every tab's buttons and cards match. */
export const card = 'rounded-lg border border-slate-200 bg-white p-6 shadow-sm'

const button =
  'inline-flex items-center justify-center gap-2 rounded px-4 py-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-60'

export const primaryButton = `${button} bg-primary text-white hover:opacity-90`
export const secondaryButton = `${button} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100`
export const dangerButton = `${button} bg-red-700 text-white hover:bg-red-800`
export const smallButton =
  'rounded border border-slate-300 bg-white px-3 py-1 text-sm text-slate-900 hover:bg-slate-100 disabled:opacity-60'
export const smallDangerButton =
  'rounded border border-red-300 bg-white px-3 py-1 text-sm text-red-800 hover:bg-red-50 disabled:opacity-60'

export const inputClass = 'mt-1 w-full rounded border border-slate-400 px-3 py-2'
