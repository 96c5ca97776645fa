type Props = { address: string; phone: string; email: string }

/** The parish office's address, phone and email, each a link where it can be one. */
export const ContactDetails = ({ address, phone, email }: Props) => (
  <address className="not-italic">
    <dl className="space-y-4">
      <div>
        <dt className="text-sm font-semibold uppercase tracking-wide text-slate-700">Address</dt>
        <dd className="mt-1">{address}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold uppercase tracking-wide text-slate-700">Phone</dt>
        <dd className="mt-1">
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="text-primary hover:underline">
            {phone}
          </a>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold uppercase tracking-wide text-slate-700">Email</dt>
        <dd className="mt-1">
          <a href={`mailto:${email}`} className="break-all text-primary hover:underline">
            {email}
          </a>
        </dd>
      </div>
    </dl>
  </address>
)
