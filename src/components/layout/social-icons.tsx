import type { PublicSiteConfig } from '@/server/site-config/get-site-config'

type Network = { key: keyof PublicSiteConfig; label: string; path: string }

// Simple 24x24 glyphs; each link carries its own accessible name.
const NETWORKS: Network[] = [
  {
    key: 'socialFacebook',
    label: 'Facebook',
    path: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6Z',
  },
  {
    key: 'socialInstagram',
    label: 'Instagram',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm0 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm5-3.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  },
  {
    key: 'socialTwitter',
    label: 'X (Twitter)',
    path: 'M4 4h4.5l4 5.6L17 4h3l-6 7.4L20.5 20H16l-4.3-6L6.8 20H4l6.3-7.6Z',
  },
  {
    key: 'socialYoutube',
    label: 'YouTube',
    path: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3Z',
  },
]

/** Icons only for the social links the church has configured. */
export const SocialIcons = ({ config }: { config: PublicSiteConfig }) => {
  const configured = NETWORKS.filter(({ key }) => Boolean(config[key]))
  if (configured.length === 0) return null
  return (
    <ul className="flex gap-3" aria-label="Social media">
      {configured.map(({ key, label, path }) => (
        <li key={key}>
          <a
            href={String(config[key])}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} (opens in a new tab)`}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
              <path d={path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  )
}
