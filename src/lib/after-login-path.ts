import { safeReturnPath } from './safe-return-path'

/** The staff dashboard and anything under it. */
const isDashboardPath = (path: string): boolean => /^\/admin(?=[/?#]|$)/.test(path)

/**
 * Where /login (and a new password) sends someone once they are in: staff to the dashboard,
 * or to the dashboard page that sent them to log in; everyone else back where they came from.
 * `next` is only ever a path on this site (safeReturnPath), never another site.
 */
export const afterLoginPath = (user: { isAdmin: boolean }, next: string | null): string => {
  const back = safeReturnPath(next)
  if (!user.isAdmin) return back
  return isDashboardPath(back) ? back : '/admin'
}
