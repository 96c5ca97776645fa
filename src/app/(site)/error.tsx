'use client'

import { SiteErrorScreen } from '@/components/content/site-error-screen'

/** Any public page that fails to render, inside the site's header and footer. */
export default SiteErrorScreen
