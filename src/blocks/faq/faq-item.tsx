import type { FaqItem as FaqItemData } from './schema';

/**
 * One question, as a native disclosure: the browser opens and closes it (click, Enter, Space),
 * and all items sharing `group` form an exclusive accordion, so opening one closes the other —
 * no script at all. The answer is in the HTML from the start, for readers and for find-in-page.
 */
export function FaqItem({ group, id, item }: { group: string; id: string; item: FaqItemData }) {
  return (
    <details
      name={group}
      className="group rounded-2xl bg-white shadow-sm ring-1 ring-ink/5 transition-shadow open:shadow-lg open:shadow-ocean/10 open:ring-lagoon/30"
    >
      <summary
        id={id}
        className="group/question flex w-full cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-5 text-left text-base font-semibold text-ocean sm:px-6 sm:text-lg [&::-webkit-details-marker]:hidden"
      >
        {/* A heading inside the summary keeps the questions in the page outline, as they were. */}
        <h3>{item.question}</h3>
        <span
          aria-hidden="true"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-ocean/10 text-lagoon transition duration-300 group-open:rotate-180 group-open:bg-ocean group-open:text-white group-hover/question:bg-ocean group-hover/question:text-white"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth={2.25}
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </span>
      </summary>
      <div
        id={`${id}-answer`}
        className="px-5 pb-6 leading-relaxed text-ink/80 sm:px-6 motion-safe:transition-transform motion-safe:duration-300 motion-safe:starting:-translate-y-2"
      >
        <p>{item.answer}</p>
      </div>
    </details>
  );
}
