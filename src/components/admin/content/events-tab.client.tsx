'use client'

import { ClearAllButton } from '../bulk/clear-all-button.client'
import { EventBulkImport } from '../bulk/event-bulk-import.client'
import { EventExportButton } from '../bulk/event-export-button.client'
import { FillLevels } from '../registrations/fill-levels.client'
import { card } from '../ui/styles'
import { ContentTab } from './content-tab.client'
import { eventResource } from './resources'

export const EventsTab = () => (
  <ContentTab
    resource={eventResource}
    title="Events"
    tools={
      <>
        <section className={card} aria-labelledby="events-registrations-heading">
          <h3 id="events-registrations-heading" className="mb-3 text-lg font-semibold">
            Registrations
          </h3>
          <FillLevels />
        </section>
        <EventBulkImport />
        <section className={card} aria-labelledby="events-file-heading">
          <h3 id="events-file-heading" className="text-lg font-semibold">
            Export and clear
          </h3>
          <p className="mt-2 text-sm text-slate-700">
            The export is a tab-delimited file named by today&apos;s date, in the import&apos;s
            column order, so it can be edited in a spreadsheet and imported again.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <EventExportButton />
            <ClearAllButton plural="events" listPath={eventResource.listPath} />
          </div>
        </section>
      </>
    }
  />
)
