import { IntentPrefetchLink } from './intent-prefetch-link.client'

/** The footer's last line: whose site this is, and the privacy notice (docs/privacy.md). */
export const LegalLine = ({ churchName }: { churchName: string }) => (
  <div className="border-t border-white/20">
    <p className="mx-auto flex max-w-6xl flex-wrap gap-x-4 gap-y-1 px-4 py-4 text-sm">
      <span>
        © {new Date().getFullYear()} {churchName}
      </span>
      <IntentPrefetchLink
        href="/privacy"
        className="underline underline-offset-2 hover:no-underline"
      >
        Privacy
      </IntentPrefetchLink>
    </p>
  </div>
)
