import type { ComponentProps } from 'react'

import { cx, fieldClass } from './styles'

/** A textarea in the shared look. */
export const Textarea = ({ className, ...props }: ComponentProps<'textarea'>) => (
  <textarea className={cx(fieldClass, className)} {...props} />
)
