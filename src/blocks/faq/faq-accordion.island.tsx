import * as Accordion from '@radix-ui/react-accordion';
import { useState } from 'react';
import type { FaqItem } from './schema';

export interface FaqAccordionProps {
  /** Prefix for the question and answer ids (the section anchor), so they never depend on useId. */
  idPrefix: string;
  items: FaqItem[];
}

/**
 * Single-open, collapsible FAQ. Radix runs the state, the triggers and the arrow-key
 * navigation; the answer panels are our own so every answer is in the prerendered HTML
 * (Radix's Content drops closed children). Ids come from props: the island hydrates as its
 * own root, where useId would not reproduce the server's ids.
 */
export default function FaqAccordion({ idPrefix, items }: FaqAccordionProps) {
  const [open, setOpen] = useState('');
  return (
    <Accordion.Root type="single" collapsible value={open} onValueChange={setOpen} className="space-y-3">
      {items.map((item, i) => {
        const value = `q${i + 1}`;
        const questionId = `${idPrefix}-${value}`;
        const answerId = `${idPrefix}-${value}-answer`;
        const isOpen = open === value;
        return (
          <Accordion.Item
            key={value}
            value={value}
            className="rounded-2xl bg-white shadow-sm ring-1 ring-ink/5 transition-shadow data-[state=open]:shadow-lg data-[state=open]:shadow-ocean/10 data-[state=open]:ring-lagoon/30"
          >
            <Accordion.Header className="m-0">
              <Accordion.Trigger
                id={questionId}
                aria-controls={answerId}
                className="group flex w-full cursor-pointer items-center justify-between gap-4 rounded-2xl px-5 py-5 text-left text-base font-semibold text-ocean sm:px-6 sm:text-lg"
              >
                <span>{item.question}</span>
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-ocean/10 text-lagoon transition duration-300 group-hover:bg-ocean group-hover:text-white group-data-[state=open]:rotate-180 group-data-[state=open]:bg-ocean group-data-[state=open]:text-white"
                >
                  <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={2.25} strokeLinecap="round" strokeLinejoin="round">
                    <path d="m6 9 6 6 6-6" />
                  </svg>
                </span>
              </Accordion.Trigger>
            </Accordion.Header>
            <div
              id={answerId}
              role="region"
              aria-labelledby={questionId}
              hidden={!isOpen}
              className="px-5 pb-6 leading-relaxed text-ink/80 sm:px-6 motion-safe:transition-transform motion-safe:duration-300 motion-safe:starting:-translate-y-2"
            >
              <p>{item.answer}</p>
            </div>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}
