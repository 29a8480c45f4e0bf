import { ArrowLeft, ArrowUpRight, Beef, Bird, FileText, Laptop, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { useState } from 'react';
import { investFormPath, investHandOffPath } from '@app/contract';
import { m } from '@app/contract/messages';
import { Modal } from '../../ui/Modal';
import { useLanguage, useLocalPath } from '../../lib/language';
import { useSignedInHint } from '../../lib/session-hint';
import { GuidelineSteps } from './InvestmentGuidelines';
import { useExternalLinks } from './links';
import { usePublicSwitches } from './switches';

/**
 * Home page: the Investment Guidelines popup: the spec's eight steps (through the app), and above
 * them that the same journey works on this site too, as 'Invest online' on a plan offers it.
 */
export function GuidelinesModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { showInvestment } = usePublicSwitches();
  const to = useLocalPath();
  const say = { locale: useLanguage() };
  const close = () => onOpenChange(false);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={m.public_guidelines_title({}, say)} description={m.public_guidelines_description({}, say)} size="lg">
      {showInvestment ? (
        <>
          <div className="mb-6 flex flex-col gap-3 rounded-2xl border-2 border-forest-600 bg-forest-50 p-4 sm:p-5 sm:flex-row sm:items-center">
            <span className="hidden h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-wheat-500 text-forest-950 sm:flex" aria-hidden="true">
              <Laptop className="h-6 w-6" />
            </span>
            <p className="flex-1 text-sm leading-relaxed text-ink/90">
              <strong className="mb-1 block font-display text-base font-semibold text-forest-900 sm:text-lg">
                {m.public_guidelines_website_title({}, say)}
              </strong>
              {m.public_guidelines_website_text({}, say)}{' '}
              <Link to={to('/register')} onClick={close} className="font-semibold text-forest-700 underline underline-offset-2">
                {m.public_guidelines_create_account({}, say)}
              </Link>
              {say.locale === 'en' ? '.' : '।'}
            </p>
            <Link to={to('/investment-plans')} onClick={close} className="btn btn-primary shrink-0 py-2.5">
              {m.public_guidelines_see_plans({}, say)}
            </Link>
          </div>
          <GuidelineSteps onNavigate={close} />
        </>
      ) : (
        <HiddenNote />
      )}
    </Modal>
  );
}

/**
 * Investment page: Make Investment offers 'Invest online' first (on this site, for the chosen plan
 * and units: the invest form once signed in, else the hand-off page that leads through sign-up), then the spec's 'Mobile App' (the same steps) and 'Direct Form' (the two external investment forms).
 */
export function MakeInvestmentModal({
  open,
  onOpenChange,
  planTitle,
  planId,
  units = 1,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  planTitle?: string;
  planId?: string;
  /** The units chosen on the plan page, kept all the way to the invest form. */
  units?: number;
}) {
  const { showInvestment } = usePublicSwitches();
  const signedIn = useSignedInHint();
  const links = useExternalLinks();
  const [choice, setChoice] = useState<'app' | 'form' | null>(null);
  const to = useLocalPath();
  const say = { locale: useLanguage() };
  const change = (next: boolean) => {
    if (!next) setChoice(null);
    onOpenChange(next);
  };

  return (
    <Modal
      open={open}
      onOpenChange={change}
      title={choice === 'app' ? m.public_popup_title_app({}, say) : choice === 'form' ? m.public_popup_title_form({}, say) : m.public_popup_title({}, say)}
      description={planTitle ? m.public_popup_plan({ plan: planTitle }, say) : m.public_popup_choose({}, say)}
      size="lg"
    >
      {!showInvestment ? (
        <HiddenNote />
      ) : choice === null ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <Link
            to={planId ? (signedIn ? investFormPath(planId, units) : investHandOffPath(planId, units)) : to('/investment-plans')}
            onClick={() => change(false)}
            className="flex flex-col items-start gap-3 rounded-2xl border-2 border-forest-600 bg-forest-50 p-5 text-left transition-colors hover:bg-forest-100"
          >
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-wheat-500 text-forest-950">
              <Laptop className="h-6 w-6" aria-hidden="true" />
            </span>
            <span className="font-display text-lg font-semibold text-forest-900">{m.public_popup_online_title({}, say)}</span>
            <span className="text-sm leading-relaxed text-muted">{m.public_popup_online_text({}, say)}</span>
          </Link>
          <ChoiceButton
            icon={<Smartphone className="h-6 w-6" aria-hidden="true" />}
            title={m.public_popup_app_title({}, say)}
            text={m.public_popup_app_text({}, say)}
            onClick={() => setChoice('app')}
          />
          <ChoiceButton
            icon={<FileText className="h-6 w-6" aria-hidden="true" />}
            title={m.public_popup_form_title({}, say)}
            text={m.public_popup_form_text({}, say)}
            onClick={() => setChoice('form')}
          />
        </div>
      ) : (
        <div>
          <button type="button" onClick={() => setChoice(null)} className="btn btn-ghost btn-sm mb-4 -ml-2">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {m.public_popup_back({}, say)}
          </button>
          {choice === 'app' ? (
            <GuidelineSteps onNavigate={() => change(false)} />
          ) : (
            <div>
              <p className="text-sm leading-relaxed text-muted">{m.public_popup_form_intro({}, say)}</p>
              <div className="mt-5 grid gap-3 sm:grid-cols-2">
                <a href={links.chickenForm} target="_blank" rel="noopener noreferrer" className="btn btn-primary py-3">
                  <Bird className="h-5 w-5" aria-hidden="true" /> {m.public_popup_chicken({}, say)} <ArrowUpRight className="h-4 w-4" aria-hidden="true" />
                  <span className="sr-only">{m.layout_opens_new_tab({}, say)}</span>
                </a>
                <a href={links.cattleForm} target="_blank" rel="noopener noreferrer" className="btn btn-accent py-3">
                  <Beef className="h-5 w-5" aria-hidden="true" /> {m.public_popup_cattle({}, say)} <ArrowUpRight className="h-4 w-4" aria-hidden="true" />
                  <span className="sr-only">{m.layout_opens_new_tab({}, say)}</span>
                </a>
              </div>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}

function ChoiceButton({ icon, title, text, onClick }: { icon: React.ReactNode; title: string; text: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex flex-col items-start gap-3 rounded-2xl border border-forest-900/15 bg-white p-5 text-left transition-colors hover:border-forest-600 hover:bg-forest-50"
    >
      <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-forest-700 text-white">{icon}</span>
      <span className="font-display text-lg font-semibold text-forest-900">{title}</span>
      <span className="text-sm leading-relaxed text-muted">{text}</span>
    </button>
  );
}

function HiddenNote() {
  return <p className="text-sm text-muted">{m.public_popup_hidden({}, { locale: useLanguage() })}</p>;
}
