import { FORM_NOTICES } from '@/lib/privacy/form-notices'
import type { RetentionSettings } from '@/lib/privacy/retention-rules'

const termClass = 'font-semibold text-slate-900'

/** What each form collects, why, how long it is kept and who receives it, from the settings. */
export const FormNoticeList = ({ settings }: { settings: RetentionSettings }) => (
  <div className="mt-4 grid gap-6 md:grid-cols-2">
    {FORM_NOTICES.map((notice, index) => (
      <section key={notice.form} aria-labelledby={`form-notice-${index}`} className="space-y-2">
        <h3 id={`form-notice-${index}`} className="text-lg font-semibold text-secondary">
          {notice.form}
        </h3>
        <dl className="space-y-1 text-slate-700">
          <div>
            <dt className={termClass}>What we collect</dt>
            <dd>{notice.collects}</dd>
          </div>
          <div>
            <dt className={termClass}>Why</dt>
            <dd>{notice.why}</dd>
          </div>
          <div>
            <dt className={termClass}>How long we keep it</dt>
            <dd>{notice.keptFor(settings)}</dd>
          </div>
          <div>
            <dt className={termClass}>Who receives it</dt>
            <dd>{notice.receivedBy}</dd>
          </div>
        </dl>
      </section>
    ))}
  </div>
)
