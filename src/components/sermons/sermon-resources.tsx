import { formatFileSize } from '@/lib/uploads/sermon-file-rules'
import type { SermonResource } from '@/server/sermon-files/sermon-documents'

/** The sermon's documents (notes, slides, bulletin): each opens in the browser, with its size. */
export const SermonResources = ({ resources }: { resources: SermonResource[] }) =>
  resources.length ? (
    <section aria-labelledby="resources-heading" className="mt-10">
      <h2 id="resources-heading" className="text-2xl font-bold text-secondary">
        Resources
      </h2>
      <ul className="mt-4 space-y-2">
        {resources.map((resource) => (
          <li key={resource.id}>
            <a href={resource.url} className="text-primary underline hover:no-underline">
              {resource.label}
            </a>{' '}
            <span className="text-sm text-slate-600">(PDF, {formatFileSize(resource.bytes)})</span>
          </li>
        ))}
      </ul>
    </section>
  ) : null
