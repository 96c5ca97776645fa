import { fieldClass } from '@/components/ui/styles'

/** The dashboard's looks are the site's shared ones (src/components/ui/styles.ts). */
export { card } from '@/components/ui/styles'

export const inputClass = fieldClass
