import Link from 'next/link'
import type React from 'react'

type Props<Item extends { id: number }> = {
  id: string
  title: string
  moreHref: string
  moreLabel: string
  emptyText: string
  items: Item[]
  renderItem: (item: Item) => React.ReactNode
}

/** One of the home page's three lists: a heading, up to three cards, and a View All link. */
export const HomeListSection = <Item extends { id: number }>({
  id,
  title,
  moreHref,
  moreLabel,
  emptyText,
  items,
  renderItem,
}: Props<Item>) => (
  <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-6xl px-4 py-10">
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-secondary">
        {title}
      </h2>
      <Link
        href={moreHref}
        className="font-semibold text-primary underline underline-offset-4 hover:no-underline"
      >
        {moreLabel}
      </Link>
    </div>
    {items.length > 0 ? (
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
    ) : (
      <p className="mt-6 text-slate-700">{emptyText}</p>
    )}
  </section>
)
