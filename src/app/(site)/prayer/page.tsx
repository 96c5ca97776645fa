import type { Metadata } from 'next'

import { PrayerForm } from '@/components/prayer/prayer-form.client'
import { PrayerWall } from '@/components/prayer/prayer-wall'
import { cardClasses } from '@/components/ui/styles'
import { getPublicPrayerWall, visibleNow } from '@/server/prayer/public-prayer-wall'
import { pageMetadata } from '@/server/seo/page-metadata'

export const metadata: Metadata = pageMetadata('/prayer', {
  title: 'Prayer',
  description: 'Send us a prayer request, and pray with others on our prayer wall.',
})

const headingClass = 'text-xl font-semibold text-secondary'

/** /prayer: the request form and the wall of approved requests (docs/prayer.md). */
const PrayerPage = async () => {
  const wall = await getPublicPrayerWall()
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-4xl font-bold text-secondary">Prayer</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        However you are, we would be glad to pray with you. Tell us what is on your heart; you
        choose who may read it.
      </p>
      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="prayer-form-heading" className={cardClasses.normal}>
          <h2 id="prayer-form-heading" className={headingClass}>
            Send a Prayer Request
          </h2>
          <div className="mt-4">
            <PrayerForm wallDays={wall.days} />
          </div>
        </section>
        <section aria-labelledby="prayer-wall-heading">
          <h2 id="prayer-wall-heading" className={headingClass}>
            Prayer Wall
          </h2>
          <div className="mt-4">
            <PrayerWall items={visibleNow(wall)} />
          </div>
        </section>
      </div>
    </div>
  )
}

export default PrayerPage
