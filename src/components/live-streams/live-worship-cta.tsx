import Link from 'next/link'

import type { VisitorStream } from '@/lib/content/live-streams'

type Props = {
  liveStream: VisitorStream | undefined
  /** When the stream starts, from the service times ("Our Sunday service is streamed live at …"). */
  streamedLive: string
}

/** The call to action under the services list; links to the stream that is live, if any. */
export const LiveWorshipCta = ({ liveStream, streamedLive }: Props) => (
  <section
    aria-labelledby="live-worship-heading"
    className="mt-12 rounded-lg bg-secondary px-6 py-10 text-center text-white"
  >
    <h2 id="live-worship-heading" className="text-2xl font-bold">
      Join Us for Live Worship
    </h2>
    <p className="mx-auto mt-3 max-w-2xl">
      {streamedLive} Worship with us from wherever you are, or come and sit with us in person.
    </p>
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      {liveStream ? (
        <Link
          href={`/live-streams/${liveStream.id}`}
          className="rounded bg-white px-5 py-2 font-semibold text-secondary hover:bg-slate-100"
        >
          Watch Live Now
        </Link>
      ) : null}
      <Link
        href="/plan-a-visit"
        className="rounded border-2 border-white px-5 py-2 font-semibold text-white hover:bg-white hover:text-secondary"
      >
        Plan a Visit
      </Link>
    </div>
  </section>
)
