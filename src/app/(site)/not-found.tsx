import { PageNotFound } from '@/components/content/page-not-found'

export default PageNotFound
