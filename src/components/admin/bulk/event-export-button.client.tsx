'use client'

import { format } from 'date-fns'
import { useState } from 'react'

import { toast } from '@/components/toast/toast-store'
import { Button } from '@/components/ui/button'
import { apiRequest } from '@/lib/api/api-request'
import { eventExportFileName, eventsToTsv } from '@/lib/bulk/event-tsv'
import { countOf, formatCount } from '@/lib/format-count'
import { EVENT_LIST_MAX_LIMIT } from '@/lib/schemas/events'

import type { Event } from '../../../../payload-types'
import { reportAdminError } from '../report-admin-error'
import { downloadText } from './download-text'

/**
 * Export events to a tab-delimited file named by date; 'No Events' when there are none
 * (docs/requirements/dashboard.md). The file reads back through the import (same columns, escaped
 * tabs and line breaks).
 */
export const EventExportButton = () => {
  const [pending, setPending] = useState(false)

  const exportEvents = async () => {
    setPending(true)
    try {
      const response = await apiRequest('GET', `/api/events?limit=${EVENT_LIST_MAX_LIMIT}`)
      const events = (await response.json()) as Event[]
      const total = Number(response.headers.get('X-Total-Count') ?? events.length)
      if (events.length === 0) {
        toast({ title: 'No Events', description: 'There are no events to export' })
        return
      }
      downloadText(
        eventsToTsv(events),
        eventExportFileName(format(new Date(), 'yyyy-MM-dd')),
        'text/tab-separated-values',
      )
      toast({
        title: 'Export Complete',
        description:
          total > events.length
            ? `Exported the newest ${formatCount(events.length)} of ${countOf(total, 'event')}`
            : `Exported ${countOf(events.length, 'event')}`,
      })
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('401')) reportAdminError(error)
      else
        toast({
          title: 'Export Failed',
          description: 'Failed to export events. Please try again.',
          variant: 'destructive',
        })
    } finally {
      setPending(false)
    }
  }

  return (
    <Button type="button" variant="secondary" onClick={exportEvents} disabled={pending}>
      {pending ? 'Exporting...' : 'Export Events'}
    </Button>
  )
}
