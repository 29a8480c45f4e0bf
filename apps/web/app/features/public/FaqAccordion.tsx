import type { Faq } from '@app/contract';
import clsx from 'clsx';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';

/**
 * FAQ accordion: one item open at a time, numbered [ 01 ], [ 02 ]... (public-site.md §2).
 * Hand-rolled (button + region, WAI-ARIA accordion pattern) to keep the home page's JavaScript small.
 */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  return (
    <div className="divide-y divide-forest-900/10 border-y border-forest-900/10">
      {faqs.map((faq, i) => {
        const open = openId === faq._id;
        const buttonId = `${baseId}-q-${i}`;
        const panelId = `${baseId}-a-${i}`;
        return (
          <div key={faq._id}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : faq._id)}
                className="flex w-full items-start gap-4 py-5 text-left sm:gap-6 sm:py-6"
              >
                <span className="mt-1 shrink-0 font-mono text-sm font-semibold text-earth-600">[ {String(i + 1).padStart(2, '0')} ]</span>
                <span className="flex-1 font-display text-lg font-medium leading-snug text-forest-900 sm:text-xl">{faq.question}</span>
                <span
                  aria-hidden="true"
                  className={clsx(
                    'mt-0.5 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full border border-forest-900/15 transition-transform duration-300 motion-reduce:transition-none',
                    open ? 'rotate-45 bg-forest-700 text-white' : 'text-forest-800',
                  )}
                >
                  <Plus className="h-4 w-4" />
                </span>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
              <div className="whitespace-pre-line pb-6 pl-[3.25rem] pr-12 text-base leading-relaxed text-muted sm:pl-[4.25rem]">{faq.answer}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
