import { buttonClasses, cx } from '@/components/ui/styles'

export const backLinkClass = cx(buttonClasses.cta, 'inline-flex items-center gap-2')
