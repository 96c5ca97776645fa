import type { CSSProperties } from 'react'

import type { PublicSiteConfig } from '@/server/site-config/get-site-config'

/** The church's colours, from the site config, as the theme's CSS variables (globals.css). */
export const themeStyle = (config: PublicSiteConfig): CSSProperties =>
  ({
    '--theme-primary': config.primaryColor,
    '--theme-accent': config.accentColor,
    '--theme-secondary': config.secondaryColor,
  }) as CSSProperties
