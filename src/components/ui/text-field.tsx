import type { ComponentProps } from 'react'

import { cx, fieldBase, fieldClass } from './styles'

/** A text input in the shared look; every other attribute (and a form library's ref) passes on. */
export const TextField = ({
  className,
  bare = false,
  ...props
}: ComponentProps<'input'> & {
  /** Without the space under a visible label (a field whose label is for screen readers). */
  bare?: boolean
}) => <input className={cx(bare ? fieldBase : fieldClass, className)} {...props} />
