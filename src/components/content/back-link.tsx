import Link from 'next/link'

import { BackLinkLabel, backLinkClass } from './back-link-style'

/** The arrowed way back from a detail page to its list, navigated in the client. */
export const BackLink = ({ href, label }: { href: string; label: string }) => (
  <Link href={href} className={backLinkClass}>
    <BackLinkLabel label={label} />
  </Link>
)
