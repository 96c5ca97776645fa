import type { ComponentProps } from 'react'

import { buttonClasses, cx, type ButtonVariant } from './styles'

type Props = ComponentProps<'button'> & { variant?: ButtonVariant }

/** A button in one of the site's looks; type="button" unless told otherwise. */
export const Button = ({ variant = 'primary', className, type = 'button', ...props }: Props) => (
  <button type={type} className={cx(buttonClasses[variant], className)} {...props} />
)
