'use client'

import { ClearAllButton } from '../bulk/clear-all-button.client'
import { SermonBulkUpdate } from '../bulk/sermon-bulk-update.client'
import { SermonMediaPanel } from '../sermon-files/sermon-media-panel.client'
import { card } from '../ui/styles'
import { ContentTab } from './content-tab.client'
import { sermonResource } from './resources'

export const SermonsTab = () => (
  <ContentTab
    resource={sermonResource}
    title="Sermons"
    editExtras={(sermon, setFormValue) => (
      <SermonMediaPanel
        sermonId={sermon.id}
        onAudioHosted={({ url, duration }) => {
          setFormValue('audioUrl', url)
          if (duration && !sermon.duration) setFormValue('duration', duration)
        }}
      />
    )}
    tools={
      <>
        <SermonBulkUpdate />
        <section className={card} aria-labelledby="sermons-danger-heading">
          <h3 id="sermons-danger-heading" className="text-lg font-semibold">
            Remove every sermon
          </h3>
          <p className="mt-2 text-sm text-slate-700">For starting over before a fresh import.</p>
          <div className="mt-3">
            <ClearAllButton plural="sermons" listPath={sermonResource.listPath} />
          </div>
        </section>
      </>
    }
  />
)
