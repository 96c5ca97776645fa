/**
 * A notice that gifts are made to a nonprofit and are tax-deductible
 * (docs/requirements/public-pages.md); staff word it in Pages → Give.
 */
export const TaxNotice = ({ text }: { text: string }) => (
  <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">{text}</p>
)
