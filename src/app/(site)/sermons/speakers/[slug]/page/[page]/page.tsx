import { groupRoute } from '@/components/sermons/sermon-group-page'

const route = groupRoute('speakers')

export const generateMetadata = route.metadata
export const generateStaticParams = () => []
export default route.page
