import type { SocialLink } from '@/lib/content/description'

type Props = {
  scriptureReferences: string | null
  socialLinks: SocialLink[]
  tags: string[]
}

const HEADING = 'text-lg font-bold text-secondary'

/** The description's Scripture References and Social Links blocks, and the sermon's topics. */
export const SermonSidebar = ({ scriptureReferences, socialLinks, tags }: Props) => (
  <aside aria-label="More about this sermon" className="space-y-8">
    {scriptureReferences ? (
      <section aria-labelledby="scripture-heading">
        <h2 id="scripture-heading" className={HEADING}>
          Scripture References
        </h2>
        <p className="mt-2 whitespace-pre-line text-slate-800">{scriptureReferences}</p>
      </section>
    ) : null}
    {socialLinks.length ? (
      <section aria-labelledby="connect-heading">
        <h2 id="connect-heading" className={HEADING}>
          Connect With Us
        </h2>
        <ul className="mt-2 space-y-1">
          {socialLinks.map((link) => (
            <li key={link.url}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-primary underline hover:no-underline"
              >
                {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    ) : null}
    {tags.length ? (
      <section aria-labelledby="topics-heading">
        <h2 id="topics-heading" className={HEADING}>
          Topics
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
              {tag}
            </li>
          ))}
        </ul>
      </section>
    ) : null}
  </aside>
)
