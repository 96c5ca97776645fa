import { PAGE_TEXT_VARIABLES } from '@/lib/page-texts/defaults'

/** The staff read: each page as last saved (a pending draft included) and its state. */
export const PAGE_TEXTS_KEY = ['/api/admin/page-texts']

/** Said under every page text that takes variables. */
export const VARIABLES_HINT = `${PAGE_TEXT_VARIABLES.join(' and ')} (the first service time) are filled in`

/** Said under the home page's texts, which may also name the tagline from Settings. */
export const HOME_VARIABLES_HINT = `${VARIABLES_HINT}; [Tagline] is Settings' tagline`
