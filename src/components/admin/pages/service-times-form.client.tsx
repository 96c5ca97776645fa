'use client'

import { globalPreviewAddress } from '@/lib/schemas/preview'
import { serviceTimesBodySchema } from '@/lib/schemas/service-times'
import type { ServiceTimesContent } from '@/lib/service-times/service-time'
import type { PublishingState } from '@/lib/schemas/publishing'

import { PageForm } from './page-form.client'
import { RowList } from './row-list.client'
import { PROMO_LINE_FIELD, serviceTimeRowFields } from './service-time-fields'
import { usePageForm } from './use-page-form.client'
import { useRows } from './use-rows.client'

/** The staff read: as last saved (a pending draft included) and its state. */
export const SERVICE_TIMES_KEY = ['/api/admin/service-times']

type Values = Record<string, unknown>

/** The saved list as form values: '' for unset text, so every input is controlled from the start. */
const toFormValues = ({ services, promoLine }: ServiceTimesContent): Values => ({
  promoLine,
  services: services.map((service) => ({
    ...service,
    note: service.note ?? '',
    location: service.location ?? '',
    footerLabel: service.footerLabel ?? '',
    showInFooter: Boolean(service.showInFooter),
  })),
})

const NEW_SERVICE = {
  name: '',
  day: 'sunday',
  time: '',
  note: '',
  location: '',
  footerLabel: '',
  showInFooter: false,
}

/** Pages → Service times: the weekly list every page shows, and the home page's promo line. */
export const ServiceTimesForm = ({
  saved,
  publishing,
}: {
  saved: ServiceTimesContent
  publishing?: PublishingState
}) => {
  const page = usePageForm({
    schema: serviceTimesBodySchema,
    writePath: '/api/admin/service-times',
    queryKey: SERVICE_TIMES_KEY,
    successText: 'Service times updated successfully',
    defaultValues: toFormValues(saved),
  })
  const rows = useRows({
    form: page.form,
    list: 'services',
    nameKey: 'name',
    fallback: (position) => `Service time ${position}`,
    blank: NEW_SERVICE,
  })
  return (
    <PageForm
      page={page}
      saveLabel="Save Service Times"
      publishing={publishing}
      previewHref={globalPreviewAddress('service-times')}
    >
      <RowList
        {...rows}
        renderRow={(index) => serviceTimeRowFields(index).map(page.field)}
        addLabel="Add service time"
      />
      <div className="max-w-2xl">{page.field(PROMO_LINE_FIELD)}</div>
    </PageForm>
  )
}
