import clsx from 'clsx';
import { ArrowUpRight, Clapperboard } from 'lucide-react';
import { Link } from 'react-router';
import { useExternalLinks } from './links';
import { usePublicSwitches } from './switches';

/**
 * The eight steps to invest through the mobile app (public-site.md §2). With ?investmentHide=true
 * the app-install step is left out (the page is then shown inside the app itself).
 */
export function GuidelineSteps({ onNavigate }: { onNavigate?: () => void }) {
  const links = useExternalLinks();
  const { showInvestment } = usePublicSwitches();
  const steps: { title: string; body: React.ReactNode; key: string }[] = [
    ...(showInvestment
      ? [
          {
            key: 'install',
            title: 'Install Our Mobile Application',
            body: (
              <>
                Download the investor app for Android or iOS from our{' '}
                <Link to="/apps" onClick={onNavigate} className="font-semibold text-forest-700 underline underline-offset-2">
                  apps page
                </Link>
                .
              </>
            ),
          },
        ]
      : []),
    { key: 'account', title: 'Create an account', body: 'Sign up with your name, email address and a secure password.' },
    {
      key: 'verify',
      title: 'Wait for admin verification',
      body: 'Our team checks every new investor account. You will receive a confirmation email as soon as yours is approved.',
    },
    { key: 'plans', title: 'Go to Investment Plans', body: 'Open the Investment Plans section of the app to see every cycle that is currently open.' },
    {
      key: 'choose',
      title: "Choose a plan and click 'Make An Investment'",
      body: 'Compare amount, expected profit and duration, then pick the plan that suits you.',
    },
    { key: 'form', title: 'Fill in the form', body: 'Tell us how much you would like to invest and how you would like to be contacted.' },
    {
      key: 'contact',
      title: 'Our team contacts you',
      body: 'A member of our investor team will call or email you to confirm the details and payment, usually within two working days.',
    },
    {
      key: 'support',
      title: 'Need help at any step?',
      body: links.chat ? (
        <>
          <a
            href={links.chat}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-forest-700 underline underline-offset-2"
          >
            Chat with our support team
            <ArrowUpRight className="h-3.5 w-3.5" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>{' '}
          and we will walk you through it.
        </>
      ) : (
        'Our support team is happy to walk you through it.'
      ),
    },
  ];

  return (
    <div>
      <ol className="space-y-4">
        {steps.map((step, i) => (
          <li key={step.key} className="flex gap-4">
            <span
              className={clsx(
                'flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                i === steps.length - 1 ? 'bg-wheat-200 text-forest-950' : 'bg-forest-700 text-white',
              )}
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <div className="pt-1">
              <p className="font-semibold text-forest-900">{step.title}</p>
              <p className="mt-1 text-sm leading-relaxed text-muted">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex items-start gap-3 rounded-xl bg-wheat-100 px-4 py-3 text-sm text-earth-700">
        <Clapperboard className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <p>
          <span className="font-semibold">Video guideline:</span> our step-by-step video guide is being recorded and will be published here soon.
        </p>
      </div>
    </div>
  );
}
