import { preload } from 'react-dom'

import { HeroBackgroundVideo } from './hero-background-video.client'
import { PlanVisitLink } from './plan-visit-link'

export const HERO_FALLBACK_IMAGE = '/images/hero-fallback.svg'

type Props = {
  /** Pages → Home's hero title and subtitle, variables filled in. */
  title: string
  subtitle: string
  contactPageUrl: string | null | undefined
  videoId: string | null
}

/**
 * The home hero. The stock image always paints first (it is the fallback when the link has no
 * video id); the background video is layered over it later, on wider screens only.
 */
export const Hero = ({ title, subtitle, contactPageUrl, videoId }: Props) => {
  // The largest paint of the home page: asked for before the stylesheet has been read.
  preload(HERO_FALLBACK_IMAGE, { as: 'image', fetchPriority: 'high' })
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate flex min-h-[28rem] items-center justify-center overflow-hidden bg-secondary px-4 py-20 text-center text-white md:min-h-[70vh]"
    >
      {/* A small local SVG, nothing to optimise: a plain image, so no image code ships. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={HERO_FALLBACK_IMAGE}
        alt=""
        fetchPriority="high"
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      {videoId ? <HeroBackgroundVideo videoId={videoId} /> : null}
      {/* Keeps the text readable over any frame of the video or image. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-slate-950/60" />
      <div className="max-w-3xl">
        <h1 id="hero-heading" className="text-4xl font-bold tracking-tight sm:text-5xl">
          {title}
        </h1>
        {subtitle ? <p className="mt-4 text-lg sm:text-xl">{subtitle}</p> : null}
        <PlanVisitLink
          contactPageUrl={contactPageUrl}
          className="mt-8 inline-block rounded bg-white px-6 py-3 font-semibold text-slate-900 shadow hover:bg-slate-100"
        />
      </div>
    </section>
  )
}
