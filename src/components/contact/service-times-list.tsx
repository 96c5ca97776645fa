import { serviceDetails, serviceWhen } from '@/lib/service-times/format'
import type { ServiceTime } from '@/lib/service-times/service-time'

/** The weekly services and gatherings the contact page lists (docs/requirements/public-pages.md). */
export const ServiceTimesList = ({ services }: { services: ServiceTime[] }) => (
  <ul className="space-y-2">
    {services.map((service, index) => (
      <li key={index} className="flex flex-wrap justify-between gap-x-4">
        <span className="font-medium">{service.name}</span>
        <span className="text-slate-700">{serviceWhen(service.name, service)}</span>
        {serviceDetails(service).map((detail) => (
          <span key={detail} className="w-full text-sm text-slate-600">
            {detail}
          </span>
        ))}
      </li>
    ))}
  </ul>
)
