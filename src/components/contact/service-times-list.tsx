import { SERVICE_TIMES } from '@/lib/site-defaults'

/** The weekly services and gatherings the contact page lists (docs/requirements/public-pages.md). */
export const ServiceTimesList = () => (
  <ul className="space-y-2">
    {SERVICE_TIMES.map(({ label, time }) => (
      <li key={label} className="flex flex-wrap justify-between gap-x-4">
        <span className="font-medium">{label}</span>
        <span className="text-slate-700">{time}</span>
      </li>
    ))}
  </ul>
)
