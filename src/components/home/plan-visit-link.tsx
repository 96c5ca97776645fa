import Link from 'next/link'

export const DEFAULT_PLAN_VISIT_HREF = '/plan-a-visit'

/** Where Plan Your Visit goes: the site config's contactPageUrl, or /plan-a-visit when unset. */
export const planVisitTarget = (contactPageUrl: string | null | undefined) => {
  const href = contactPageUrl?.trim() || DEFAULT_PLAN_VISIT_HREF
  return { href, external: href.startsWith('http') }
}

type Props = { contactPageUrl: string | null | undefined; className: string }

/**
 * The Plan Your Visit button: an outside address opens in a new tab, a path navigates
 * (docs/requirements/public-pages.md).
 */
export const PlanVisitLink = ({ contactPageUrl, className }: Props) => {
  const { href, external } = planVisitTarget(contactPageUrl)
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        Plan Your Visit<span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  return (
    <Link href={href} className={className}>
      Plan Your Visit
    </Link>
  )
}
