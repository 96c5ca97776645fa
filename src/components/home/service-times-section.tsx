import { SERVICE_TIMES } from '@/lib/site-defaults'

/** The promo line's View Service Times button scrolls here. */
export const SERVICE_TIMES_ANCHOR = 'service-times'

export const ServiceTimesSection = () => (
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
        {SERVICE_TIMES.map(({ label, time }) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white p-4">
            <dt className="font-semibold text-secondary">{label}</dt>
            <dd className="mt-1 text-slate-700">{time}</dd>
          </div>
        ))}
      </dl>
    </div>
  </section>
)
