import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ChurchTimeZoneProvider } from '@/components/admin/church-time-zone.client'
import { ContentTable } from '@/components/admin/content/content-table'
import { sermonResource, sundayServiceResource } from '@/components/admin/content/resources'
import { inboxCountText } from '@/components/admin/messages/inbox-count'
import { ListCount } from '@/components/admin/ui/list-count'
import { displaySermonTitle } from '@/lib/content/sermon-title'
import type { PublishingState } from '@/lib/schemas/publishing'

import type { Sermon } from '../../payload-types'

const noop = () => {}

describe('the dashboard counts in the right number', () => {
  it('says 1 message and 1 request, and the newest 10 of many', () => {
    expect(inboxCountText(1, 1, 'message', 'messages')).toBe('1 message.')
    expect(inboxCountText(1, 1, 'request', 'requests')).toBe('1 request.')
    expect(inboxCountText(0, 0, 'request', 'requests')).toBe('0 requests.')
    expect(inboxCountText(10, 25, 'message', 'messages')).toBe('The 10 newest of 25 messages.')
  })

  it("names one of a resource as the resource's own word", () => {
    const one = renderToStaticMarkup(
      createElement(ListCount, {
        shown: 1,
        total: 1,
        noun: sundayServiceResource.plural,
        one: sundayServiceResource.one,
      }),
    )
    expect(one).toContain('>1 Sunday service.<')
    const many = renderToStaticMarkup(
      createElement(ListCount, { shown: 100, total: 1204, noun: 'sermons', one: 'sermon' }),
    )
    expect(many).toContain('Showing the first 100 of 1,204 sermons.')
  })
})

describe('the sermons list', () => {
  const table = (items: Sermon[], search?: string) =>
    renderToStaticMarkup(
      createElement(ContentTable<Sermon>, {
        resource: sermonResource,
        items,
        onEdit: noop,
        search,
      }),
    )

  it('says a search found nothing, not that there are no sermons', () => {
    expect(table([], 'grace')).toContain('No sermons match &quot;grace&quot;.')
    expect(table([])).toContain('No sermons yet.')
  })

  it('shows a title as the public pages do', () => {
    const sermon = {
      id: 1,
      title: 'Sermon He Is Going Ahead of You',
      speaker: 'The Rev. Canon Margaret Ellis',
      date: '2026-11-22',
    } as Sermon
    const html = table([sermon])
    expect(html).toContain(`>${displaySermonTitle(sermon.title)}<`)
    expect(html).toContain('aria-label="Edit He Is Going Ahead of You"')
    expect(html).not.toContain('Sermon He Is')
  })

  it('says in words whether each sermon is a draft, scheduled, published or changed', () => {
    const state = (publishing: PublishingState) =>
      renderToStaticMarkup(
        createElement(
          ChurchTimeZoneProvider,
          { timeZone: 'America/New_York' },
          createElement(ContentTable<Sermon>, {
            resource: sermonResource,
            items: [
              {
                id: 2,
                title: 'Hope',
                speaker: 'Ann',
                date: '2026-12-06',
                publishing,
              } as unknown as Sermon,
            ],
            onEdit: noop,
          }),
        ),
      )
    const none = { publishAt: null, unpublishAt: null }
    expect(state({ status: 'draft', ...none })).toContain('>Draft<')
    expect(state({ status: 'published', ...none })).toContain('>Published<')
    expect(state({ status: 'changed', ...none })).toContain('>Changed since publishing<')
    // 15:00 UTC is 10:00 AM in New York in December; no ISO time reaches staff.
    const scheduled = state({
      status: 'scheduled',
      publishAt: '2026-12-06T15:00:00.000Z',
      unpublishAt: null,
    })
    expect(scheduled).toMatch(/Scheduled for Sun 6 Dec( 2026)?, 10:00 AM/)
    expect(scheduled).not.toContain('2026-12-06T')
  })
})
