import { serviceDetails, serviceWhen } from '@/lib/service-times/format'
import type { ServiceTime } from '@/lib/service-times/service-time'

/** The promo line's View Service Times button scrolls here. */
export const SERVICE_TIMES_ANCHOR = 'service-times'

export const ServiceTimesSection = ({ services }: { services: ServiceTime[] }) => (
  <section
    id={SERVICE_TIMES_ANCHOR}
    aria-labelledby="service-times-heading"
    className="scroll-mt-4 bg-slate-50 py-12"
  >
    <div className="mx-auto max-w-6xl px-4">
      <h2 id="service-times-heading" className="text-2xl font-bold text-secondary">
        Service Times
      </h2>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {services.map((service, index) => (
          <div key={index} className="rounded-lg border border-slate-200 bg-white p-4">
            <dt className="font-semibold text-secondary">{service.name}</dt>
            <dd className="mt-1 text-slate-700">{serviceWhen(service.name, service)}</dd>
            {serviceDetails(service).map((detail) => (
              <dd key={detail} className="mt-1 text-sm text-slate-600">
                {detail}
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </div>
  </section>
)
