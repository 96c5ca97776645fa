import type { PublicGroup } from '@/lib/groups/public-group'

type Props = { group: PublicGroup; className?: string }

/** When and where a group meets and whether it has childcare: the card's and the page's lines. */
export const GroupFacts = ({ group, className }: Props) => (
  <dl className={className}>
    <div className="flex gap-1">
      <dt className="font-semibold">Meets:</dt>
      <dd>{group.meeting}</dd>
    </div>
    {group.area ? (
      <div className="flex gap-1">
        <dt className="font-semibold">Area:</dt>
        <dd>{group.area}</dd>
      </div>
    ) : null}
    <div className="flex gap-1">
      <dt className="font-semibold">Childcare:</dt>
      <dd>{group.childcare ? 'Provided' : 'Not provided'}</dd>
    </div>
  </dl>
)
