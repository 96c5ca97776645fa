import Image from 'next/image'

import { HeroBackgroundVideo } from './hero-background-video.client'
import { PlanVisitLink } from './plan-visit-link'

export const HERO_FALLBACK_IMAGE = '/images/hero-fallback.svg'

type Props = {
  churchName: string
  tagline: string | null | undefined
  contactPageUrl: string | null | undefined
  videoId: string | null
}

/**
 * The home hero. The stock image always paints first (it is the fallback when the link has no
 * video id); the background video is layered over it later, on wider screens only.
 */
export const Hero = ({ churchName, tagline, contactPageUrl, videoId }: Props) => (
  <section
    aria-labelledby="hero-heading"
    className="relative isolate flex min-h-[28rem] items-center justify-center overflow-hidden bg-secondary px-4 py-20 text-center text-white md:min-h-[70vh]"
  >
    <Image
      src={HERO_FALLBACK_IMAGE}
      alt=""
      fill
      preload
      sizes="100vw"
      // A small local SVG: nothing to optimise.
      unoptimized
      className="-z-20 object-cover"
    />
    {videoId ? <HeroBackgroundVideo videoId={videoId} /> : null}
    {/* Keeps the text readable over any frame of the video or image. */}
    <div aria-hidden="true" className="absolute inset-0 -z-10 bg-slate-950/60" />
    <div className="max-w-3xl">
      <h1 id="hero-heading" className="text-4xl font-bold tracking-tight sm:text-5xl">
        {churchName}
      </h1>
      {tagline ? <p className="mt-4 text-lg sm:text-xl">{tagline}</p> : null}
      <PlanVisitLink
        contactPageUrl={contactPageUrl}
        className="mt-8 inline-block rounded bg-white px-6 py-3 font-semibold text-slate-900 shadow hover:bg-slate-100"
      />
    </div>
  </section>
)
