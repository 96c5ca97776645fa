import type { HTMLAttributes } from 'react'

import { card, cx } from './styles'

/** A bordered white panel; `as` picks the element (section, article, li, …). */
export const Card = ({
  as: Element = 'div',
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: 'div' | 'section' | 'article' | 'li' }) => (
  <Element className={cx(card, className)} {...props} />
)
