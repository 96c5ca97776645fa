import { notFound } from 'next/navigation'

/** Any path no other route claims gets the site's own not-found page, inside the site layout. */
const UnknownPath = () => notFound()

export default UnknownPath
