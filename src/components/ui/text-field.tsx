import type { ComponentProps } from 'react'

import { cx, fieldClass } from './styles'

/** A text input in the shared look; every other attribute (and a form library's ref) passes on. */
export const TextField = ({ className, ...props }: ComponentProps<'input'>) => (
  <input className={cx(fieldClass, className)} {...props} />
)
