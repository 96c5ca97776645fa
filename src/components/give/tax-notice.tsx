import { CONTACT_FALLBACKS } from '@/lib/site-defaults'

/**
 * A notice that gifts are made to a nonprofit and are tax-deductible
 * (docs/requirements/public-pages.md).
 */
export const TaxNotice = ({ churchName }: { churchName: string | null | undefined }) => (
  <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
    {churchName || CONTACT_FALLBACKS.churchName} is a nonprofit 501(c)(3) organization. Your gifts
    are tax-deductible to the extent allowed by law; a giving statement is sent each January.
  </p>
)
