import Link from 'next/link'

import { seriesPath, speakerPath } from '@/lib/content/slugify'
import { displaySermonTitle } from '@/lib/content/sermon-title'
import { parseDescription } from '@/lib/content/description'
import { formatLongDate } from '@/lib/format-date'

import type { Sermon } from '../../../payload-types'
import { LinkedText } from '@/components/content/linked-text'
import { BackLink } from '@/components/content/back-link'
import type { SermonResource } from '@/server/sermon-files/sermon-documents'
import { SermonResources } from './sermon-resources'
import { SermonSidebar } from './sermon-sidebar'
import { VideoEmbed } from '@/components/content/video-embed'

/** A loaded sermon: facts, video, the description's paragraphs and blocks, topics, audio and documents. */
export const SermonDetail = ({
  sermon,
  resources,
}: {
  sermon: Sermon
  resources: SermonResource[]
}) => {
  const title = displaySermonTitle(sermon.title)
  const { paragraphs, scriptureReferences, socialLinks } = parseDescription(sermon.description)
  const facts = [
    {
      label: 'Speaker',
      value: sermon.speaker && (
        <Link
          href={speakerPath(sermon.speaker)}
          className="text-primary underline hover:no-underline"
        >
          {sermon.speaker}
        </Link>
      ),
    },
    { label: 'Date', value: formatLongDate(sermon.date) },
    { label: 'Duration', value: sermon.duration },
    { label: 'Scripture', value: sermon.scripture },
  ].filter((fact) => fact.value)
  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <header>
        {sermon.series ? (
          <Link
            href={seriesPath(sermon.series)}
            className="inline-block rounded-full bg-accent px-3 py-1 text-xs font-semibold text-white hover:opacity-90"
          >
            {sermon.series}
          </Link>
        ) : null}
        <h1 className="mt-3 text-3xl font-bold text-secondary sm:text-4xl">{title}</h1>
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-slate-700">
          {facts.map((fact) => (
            <div key={fact.label} className="flex gap-1">
              <dt className="font-semibold">{fact.label}:</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </header>
      {sermon.youtubeUrl ? (
        <div className="mt-8">
          <VideoEmbed url={sermon.youtubeUrl} title={title} />
        </div>
      ) : null}
      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {paragraphs.length ? (
            <section aria-labelledby="about-heading">
              <h2 id="about-heading" className="text-2xl font-bold text-secondary">
                About This Sermon
              </h2>
              {paragraphs.map((paragraph, index) => (
                <p key={index} className="mt-4 whitespace-pre-line leading-relaxed text-slate-800">
                  <LinkedText text={paragraph} />
                </p>
              ))}
            </section>
          ) : null}
          {sermon.audioUrl ? (
            <section aria-labelledby="audio-heading" className="mt-10">
              <h2 id="audio-heading" className="text-2xl font-bold text-secondary">
                Audio Version
              </h2>
              <audio
                controls
                preload="none"
                src={sermon.audioUrl}
                aria-label={`Audio of ${title}`}
                className="mt-4 w-full"
              >
                <a href={sermon.audioUrl}>Download the audio</a>
              </audio>
            </section>
          ) : null}
          <SermonResources resources={resources} />
        </div>
        <SermonSidebar
          scriptureReferences={scriptureReferences}
          socialLinks={socialLinks}
          tags={sermon.tags ?? []}
        />
      </div>
      <div className="mt-12">
        <BackLink href="/sermons" label="Back to Sermons" />
      </div>
    </article>
  )
}
