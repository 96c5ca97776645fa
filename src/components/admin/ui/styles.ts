import { buttonClasses, fieldClass } from '@/components/ui/styles'

/** The dashboard's looks are the site's shared ones (src/components/ui/styles.ts). */
export { card } from '@/components/ui/styles'

export const primaryButton = buttonClasses.primary
export const secondaryButton = buttonClasses.secondary
export const dangerButton = buttonClasses.danger
export const smallButton = buttonClasses.small
export const smallDangerButton = buttonClasses.smallDanger

export const inputClass = fieldClass
