import type { ReactNode } from 'react'

import { badgeClasses, cx, type BadgeTone } from './styles'

/** A small rounded label (a status, LIVE). */
export const Badge = ({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: BadgeTone
  className?: string
  children: ReactNode
}) => <span className={cx(badgeClasses[tone], className)}>{children}</span>
