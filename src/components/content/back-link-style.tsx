import { buttonClasses, cx } from '@/components/ui/styles'

/** What a back link looks like, whether it navigates in the client or loads a page. */
export const backLinkClass = cx(buttonClasses.cta, 'inline-flex items-center gap-2')

export const BackLinkLabel = ({ label }: { label: string }) => (
  <>
    <span aria-hidden="true">←</span>
    {label}
  </>
)
