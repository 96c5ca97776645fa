import type { MouseEvent } from 'react'

type Props = {
  page: number
  totalPages: number
  /** The link of a page: real URLs, so crawlers and a new tab reach every page. */
  hrefFor: (page: number) => string
  /** In the browser, turn a plain click into an in-page change (keeps the filter bar's state). */
  onNavigate?: (page: number) => void
  label?: string
}

/** Pages to offer: the first, the last, and two either side of the current one. */
export const pageWindow = (page: number, totalPages: number): (number | 'gap')[] => {
  const pages: (number | 'gap')[] = []
  for (let number = 1; number <= totalPages; number += 1) {
    const near = Math.abs(number - page) <= 2
    if (number === 1 || number === totalPages || near) pages.push(number)
    else if (pages.at(-1) !== 'gap') pages.push('gap')
  }
  return pages
}

const LINK = 'inline-flex min-w-10 justify-center rounded border px-3 py-2 text-sm font-semibold'
const IDLE = `${LINK} border-slate-300 bg-white text-primary hover:bg-slate-100`

/** Previous, numbered pages and Next, as links rendered on the server. */
export const SermonPager = ({
  page,
  totalPages,
  hrefFor,
  onNavigate,
  label = 'Sermon pages',
}: Props) => {
  if (totalPages <= 1) return null
  // No handler at all without onNavigate: server components cannot pass functions to the DOM.
  const go = (target: number) =>
    onNavigate
      ? (event: MouseEvent<HTMLAnchorElement>) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
          event.preventDefault()
          onNavigate(target)
        }
      : undefined
  const step = (target: number, text: string) =>
    target >= 1 && target <= totalPages ? (
      <a
        href={hrefFor(target)}
        onClick={go(target)}
        className={IDLE}
        rel={text === 'Next' ? 'next' : 'prev'}
      >
        {text}
      </a>
    ) : (
      <span className={`${LINK} border-slate-200 text-slate-500`}>{text}</span>
    )
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {step(page - 1, 'Previous')}
      {pageWindow(page, totalPages).map((number, index) =>
        number === 'gap' ? (
          <span key={`gap-${index}`} className="px-1 text-slate-500" aria-hidden="true">
            …
          </span>
        ) : number === page ? (
          <span
            key={number}
            aria-current="page"
            className={`${LINK} border-primary bg-primary text-white`}
          >
            <span className="sr-only">Page </span>
            {number}
          </span>
        ) : (
          <a key={number} href={hrefFor(number)} onClick={go(number)} className={IDLE}>
            <span className="sr-only">Page </span>
            {number}
          </a>
        ),
      )}
      {step(page + 1, 'Next')}
    </nav>
  )
}
