import { ImageResponse } from 'next/og'

import { CONTACT_FALLBACKS } from '@/lib/site-defaults'
import { getPublicSiteConfig } from '@/server/site-config/get-site-config'

type CardOptions = { title?: string; width: number; height: number }

/**
 * A picture in the church's theme colours with its name (and a page title): the share card of
 * pages that have no picture of their own, and the podcast artwork until staff upload one.
 */
export const brandCard = async ({ title, width, height }: CardOptions): Promise<ImageResponse> => {
  const config = await getPublicSiteConfig()
  const church = config.churchName || CONTACT_FALLBACKS.churchName
  const unit = Math.min(width, height) / 100
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: unit * 8,
        color: '#ffffff',
        backgroundImage: `linear-gradient(135deg, ${config.secondaryColor} 0%, ${config.primaryColor} 100%)`,
      }}
    >
      <div
        style={{
          display: 'flex',
          width: unit * 14,
          height: unit * 2,
          background: config.accentColor,
        }}
      />
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        {title ? (
          <div style={{ fontSize: unit * 9, fontWeight: 700, lineHeight: 1.15 }}>{title}</div>
        ) : null}
        <div style={{ fontSize: unit * (title ? 5 : 10), marginTop: unit * 3, opacity: 0.9 }}>
          {church}
        </div>
      </div>
    </div>,
    { width, height },
  )
}
