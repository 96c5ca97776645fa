import { GroupNotFound } from '@/components/groups/group-not-found'

/** The browser's view of /groups/{slug} for a missing group (see NotFoundResponse). */
const GroupNotFoundPage = () => <GroupNotFound />

export default GroupNotFoundPage
