import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { SermonCard } from '@/components/cards/sermon-card'
import { HomeListSection } from '@/components/home/home-list-section'
import { StreamBrowser } from '@/components/live-streams/stream-browser.client'
import type { SermonCardData } from '@/components/sermons/sermon-card-data'
import { SermonGroupView } from '@/components/sermons/sermon-group-view'
import { SermonResults } from '@/components/sermons/sermon-results'
import type { SermonGroup } from '@/server/sermons/sermon-groups'

import type { LiveStream } from '../../payload-types'

/** The levels of a page's headings, in document order: [1, 2, 3, 2]. */
const headingLevels = (element: ReactElement): number[] =>
  [...renderToStaticMarkup(element).matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]))

/** Each place the outline goes down more than one level (the Nu HTML Checker's complaint). */
const skips = (levels: number[]): string[] =>
  levels.flatMap((level, index) =>
    index > 0 && level > levels[index - 1] + 1 ? [`h${levels[index - 1]} → h${level}`] : [],
  )

/** A section rendered after its page's own h1, as the page renders it. */
const underH1 = (...children: ReactElement[]) =>
  createElement('div', null, createElement('h1', null, 'Page'), ...children)

const sermons: SermonCardData[] = [1, 2].map((id) => ({
  id,
  title: `Sermon ${id}`,
  speaker: 'The Rev. David Okafor',
  series: 'The Gospel of Mark',
  date: '2026-11-15',
  scripture: 'Mark 12:38-44',
}))

const group = (kind: SermonGroup['kind']): SermonGroup => ({
  kind,
  name: kind === 'series' ? 'The Gospel of Mark' : 'The Rev. David Okafor',
  slug: kind === 'series' ? 'the-gospel-of-mark' : 'the-rev-david-okafor',
  description: 'About them.',
  artworkUrl: null,
})

describe('no public page skips a heading level', () => {
  for (const kind of ['series', 'speakers'] as const) {
    it(`the ${kind} page goes h1 → h2 → h3 to its sermon cards`, () => {
      const levels = headingLevels(
        createElement(SermonGroupView, {
          group: group(kind),
          sermons,
          total: 2,
          page: 1,
          totalPages: 1,
        }),
      )
      expect(levels).toEqual([1, 2, 3, 3])
      expect(skips(levels)).toEqual([])
    })

    it(`the ${kind} page without sermons still has its h1 and h2`, () => {
      const levels = headingLevels(
        createElement(SermonGroupView, {
          group: group(kind),
          sermons: [],
          total: 0,
          page: 1,
          totalPages: 1,
        }),
      )
      expect(levels).toEqual([1, 2])
    })
  }

  it('the home page lists its cards under an h2', () => {
    const levels = headingLevels(
      underH1(
        createElement(HomeListSection<SermonCardData>, {
          id: 'sermons',
          title: 'Recent Sermons',
          moreHref: '/sermons',
          moreLabel: 'View All Sermons',
          emptyText: '',
          items: sermons,
          renderItem: (sermon) => createElement(SermonCard, { sermon }),
        }),
      ),
    )
    expect(skips(levels)).toEqual([])
  })

  it('the sermon archive lists its cards under an h2', () => {
    const levels = headingLevels(
      underH1(
        createElement(SermonResults, {
          sermons,
          isLoading: false,
          errorMessage: null,
          emptyText: '',
          countText: '2 sermons',
        }),
      ),
    )
    expect(levels).toEqual([1, 2, 3, 3])
  })

  it('the services list lists its cards under an h2', () => {
    const stream = { id: 1, title: 'Sunday Worship', date: '2026-11-15', isLive: false }
    const levels = headingLevels(
      underH1(
        createElement(StreamBrowser, {
          streams: [stream as LiveStream],
        }),
      ),
    )
    expect(levels).toEqual([1, 2, 3])
  })
})
