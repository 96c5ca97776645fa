import { PAGE_TEXT_VARIABLES } from '@/lib/page-texts/defaults'

export const PAGE_TEXTS_KEY = ['/api/page-texts']

/** Said under every page text that takes variables. */
export const VARIABLES_HINT = `${PAGE_TEXT_VARIABLES.join(' and ')} (the first service time) are filled in`
