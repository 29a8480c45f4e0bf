import clsx from 'clsx';
import { ArrowUpRight, Clapperboard } from 'lucide-react';
import { Link } from 'react-router';
import { m } from '@app/contract/messages';
import { useLanguage, useLocalPath } from '../../lib/language';
import { useExternalLinks } from './links';
import { usePublicSwitches } from './switches';

/**
 * The eight steps to invest through the mobile app (public-site.md §2). With ?investmentHide=true
 * the app-install step is left out (the page is then shown inside the app itself).
 */
export function GuidelineSteps({ onNavigate }: { onNavigate?: () => void }) {
  const links = useExternalLinks();
  const { showInvestment } = usePublicSwitches();
  const language = useLanguage();
  const to = useLocalPath();
  const say = { locale: language };
  const [installBefore, installAfter] = m.public_guidelines_install_text({ apps: '\u0000' }, say).split('\u0000');
  const [chatBefore, chatAfter] = m.public_guidelines_help_chat({ chat: '\u0000' }, say).split('\u0000');
  const steps: { title: string; body: React.ReactNode; key: string }[] = [
    ...(showInvestment
      ? [
          {
            key: 'install',
            title: m.public_guidelines_install_title({}, say),
            body: (
              <>
                {installBefore}
                <Link to={to('/apps')} onClick={onNavigate} className="font-semibold text-forest-700 underline underline-offset-2">
                  {m.public_guidelines_install_apps({}, say)}
                </Link>
                {installAfter}
              </>
            ),
          },
        ]
      : []),
    { key: 'account', title: m.public_guidelines_account_title({}, say), body: m.public_guidelines_account_text({}, say) },
    { key: 'verify', title: m.public_guidelines_verify_title({}, say), body: m.public_guidelines_verify_text({}, say) },
    { key: 'plans', title: m.public_guidelines_plans_title({}, say), body: m.public_guidelines_plans_text({}, say) },
    { key: 'choose', title: m.public_guidelines_choose_title({}, say), body: m.public_guidelines_choose_text({}, say) },
    { key: 'form', title: m.public_guidelines_form_title({}, say), body: m.public_guidelines_form_text({}, say) },
    { key: 'contact', title: m.public_guidelines_contact_title({}, say), body: m.public_guidelines_contact_text({}, say) },
    {
      key: 'support',
      title: m.public_guidelines_help_title({}, say),
      body: links.chat ? (
        <>
          {chatBefore}
          <a
            href={links.chat}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-forest-700 underline underline-offset-2"
          >
            {m.public_contact_chat({}, say)}
            <ArrowUpRight className="h-3.5 w-3.5" aria-hidden="true" />
            <span className="sr-only">{m.layout_opens_new_tab({}, say)}</span>
          </a>
          {chatAfter}
        </>
      ) : (
        m.public_guidelines_help_text({}, say)
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
          <span className="font-semibold">{m.public_guidelines_video_label({}, say)}</span> {m.public_guidelines_video_text({}, say)}
        </p>
      </div>
    </div>
  );
}
