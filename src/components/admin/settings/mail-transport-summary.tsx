import { MAIL_TRANSPORT_FIELDS } from '@/lib/site-config'

import { SITE_CONFIG_FIELDS } from './site-config-fields'

type Values = Record<string, unknown>

const shown = (name: string, saved: Values): string => {
  if (name === 'smtpPassword') return saved.smtpPasswordSet ? 'Saved' : 'Not set'
  const value = saved[name]
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  return value === null || value === undefined || value === '' ? 'Not set' : String(value)
}

/**
 * The mail server settings as an admin sees them: read-only, since only superusers may change
 * where mail goes. The form still sends the saved values back unchanged.
 */
export const MailTransportSummary = ({ saved }: { saved: Values }) => (
  <div className="mt-4 sm:col-span-2" data-testid="mail-transport-read-only">
    <p className="text-sm text-slate-700">
      Mail server settings (only a superuser can change these):
    </p>
    <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      {SITE_CONFIG_FIELDS.filter(({ name }) =>
        (MAIL_TRANSPORT_FIELDS as readonly string[]).includes(name),
      ).map(({ name, label }) => (
        <div key={name} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd>{shown(name, saved)}</dd>
        </div>
      ))}
    </dl>
  </div>
)
