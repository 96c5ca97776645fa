import { VISIT_FAQ_ITEMS } from './visit-faq-items'

/** Collapsible questions: native details/summary, so keyboards and screen readers get it free. */
export const VisitFaq = () => (
  <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
    {VISIT_FAQ_ITEMS.map(({ question, answer }) => (
      <details key={question} className="group p-5">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-lg font-semibold text-secondary [&::-webkit-details-marker]:hidden">
          {question}
          <span
            aria-hidden="true"
            className="text-2xl leading-none text-primary transition-transform group-open:rotate-45"
          >
            +
          </span>
        </summary>
        <div className="mt-3 space-y-3 text-slate-700">
          {answer.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </details>
    ))}
  </div>
)
