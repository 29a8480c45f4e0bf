import * as Accordion from '@radix-ui/react-accordion';
import type { Faq } from '@app/contract';
import { Plus } from 'lucide-react';

/** FAQ accordion: one item open at a time, numbered [ 01 ], [ 02 ]... (public-site.md §2). */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  return (
    <Accordion.Root type="single" collapsible className="divide-y divide-forest-900/10 border-y border-forest-900/10">
      {faqs.map((faq, i) => (
        <Accordion.Item key={faq._id} value={faq._id} className="group">
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="flex w-full items-start gap-4 py-5 text-left sm:gap-6 sm:py-6">
                <span className="mt-1 shrink-0 font-mono text-sm font-semibold text-earth-600">[ {String(i + 1).padStart(2, '0')} ]</span>
                <span className="flex-1 font-display text-lg font-medium leading-snug text-forest-900 sm:text-xl">{faq.question}</span>
                <span className="mt-0.5 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full border border-forest-900/15 text-forest-800 transition-transform duration-300 group-data-[state=open]:rotate-45 group-data-[state=open]:bg-forest-700 group-data-[state=open]:text-white motion-reduce:transition-none">
                  <Plus className="h-4 w-4" aria-hidden="true" />
                </span>
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="overflow-hidden">
            <div className="whitespace-pre-line pb-6 pl-[3.25rem] pr-12 text-base leading-relaxed text-muted sm:pl-[4.25rem]">{faq.answer}</div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
