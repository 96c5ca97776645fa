import type { HTMLAttributes } from 'react'

import { cardClasses, cx, type CardSize } from './styles'

/** A bordered white panel; `as` picks the element (section, article, li, …). */
export const Card = ({
  as: Element = 'div',
  size = 'normal',
  className,
  ...props
}: HTMLAttributes<HTMLElement> & {
  as?: 'div' | 'section' | 'article' | 'li'
  size?: CardSize
}) => <Element className={cx(cardClasses[size], className)} {...props} />
