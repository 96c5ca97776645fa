import { paragraphs } from '@/lib/page-texts/paragraphs'

type Props = { items: { question: string; answer: string }[] }

/** Collapsible questions: native details/summary, so keyboards and screen readers get it free. */
export const VisitFaq = ({ items }: Props) => (
  <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
    {items.map(({ question, answer }, index) => (
      <details key={index} className="group p-5">
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
          {paragraphs(answer).map((paragraph, line) => (
            <p key={line}>{paragraph}</p>
          ))}
        </div>
      </details>
    ))}
  </div>
)
