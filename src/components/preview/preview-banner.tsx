import { exitPreviewAddress, type PreviewState } from '@/lib/schemas/preview'

const WORDS: Record<PreviewState | 'drafts', string> = {
  unpublished: 'Preview — this is not yet on the website',
  changed: 'Preview of unpublished changes',
  unchanged: 'Preview — this is what visitors see (no unpublished changes)',
  // Any page, previewed from the Pages, Settings or Featured content forms.
  drafts:
    'Preview of unpublished changes — the latest drafts of page texts, settings, service times and featured content',
}

/** An item's state against the website, or `drafts`: a page showing the latest drafts. */
type Props = { state: PreviewState | 'drafts'; path: string }

/**
 * Marks a page staff are previewing (docs/publishing.md#preview). A server component with no
 * script: visitors never get it. Exit is a plain link, not next/link, whose prefetch would turn
 * draft mode off before anyone pressed it.
 */
export const PreviewBanner = ({ state, path }: Props) => (
  <aside
    aria-label="Preview"
    className="border-b-2 border-amber-400 bg-amber-100 px-4 py-3 text-amber-950"
  >
    <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3">
      <p className="font-semibold">{WORDS[state]}</p>
      <a
        href={exitPreviewAddress(path)}
        className="rounded border border-amber-700 px-3 py-1 font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        Exit preview
      </a>
    </div>
  </aside>
)
