import type { ComponentProps } from 'react'

import { cx, fieldClass } from './styles'

type Props = ComponentProps<'select'> & {
  /** Shown as they are, unless labels are given. */
  options?: readonly string[]
  labels?: Record<string, string>
}

/** A select in the shared look, from a list of options or from its children. */
export const Select = ({ className, options, labels, children, ...props }: Props) => (
  <select className={cx(fieldClass, className)} {...props}>
    {children}
    {options?.map((option) => (
      <option key={option} value={option}>
        {labels?.[option] ?? option}
      </option>
    ))}
  </select>
)
