import { ArrowLeft, ArrowUpRight, Beef, Bird, FileText, Laptop, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { useState } from 'react';
import { investFormPath, investHandOffPath } from '@app/contract';
import { Modal } from '../../ui/Modal';
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
  const close = () => onOpenChange(false);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Investment Guidelines" description="How to invest with us, step by step." size="lg">
      {showInvestment ? (
        <>
          <div className="mb-6 flex flex-col gap-3 rounded-2xl border-2 border-forest-600 bg-forest-50 p-4 sm:p-5 sm:flex-row sm:items-center">
            <span className="hidden h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-wheat-500 text-forest-950 sm:flex" aria-hidden="true">
              <Laptop className="h-6 w-6" />
            </span>
            <p className="flex-1 text-sm leading-relaxed text-ink/90">
              <strong className="mb-1 block font-display text-base font-semibold text-forest-900 sm:text-lg">Or do it all here on the website</strong>
              Choose a plan, request your investment, get our bank details at once and follow it in your portfolio: no app needed. New here?{' '}
              <Link to="/register" onClick={close} className="font-semibold text-forest-700 underline underline-offset-2">
                Create your account
              </Link>
              .
            </p>
            <Link to="/investment-plans" onClick={close} className="btn btn-primary shrink-0 py-2.5">
              See the investment plans
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
  const change = (next: boolean) => {
    if (!next) setChoice(null);
    onOpenChange(next);
  };

  return (
    <Modal
      open={open}
      onOpenChange={change}
      title={choice === 'app' ? 'Invest through the Mobile App' : choice === 'form' ? 'Invest with a Direct Form' : 'Make an Investment'}
      description={planTitle ? `Plan: ${planTitle}` : 'Choose how you would like to invest.'}
      size="lg"
    >
      {!showInvestment ? (
        <HiddenNote />
      ) : choice === null ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <Link
            to={planId ? (signedIn ? investFormPath(planId, units) : investHandOffPath(planId, units)) : '/investment-plans'}
            onClick={() => change(false)}
            className="flex flex-col items-start gap-3 rounded-2xl border-2 border-forest-600 bg-forest-50 p-5 text-left transition-colors hover:bg-forest-100"
          >
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-wheat-500 text-forest-950">
              <Laptop className="h-6 w-6" aria-hidden="true" />
            </span>
            <span className="font-display text-lg font-semibold text-forest-900">Invest online</span>
            <span className="text-sm leading-relaxed text-muted">
              Request your investment here, get our bank details at once and follow it in your portfolio.
            </span>
          </Link>
          <ChoiceButton
            icon={<Smartphone className="h-6 w-6" aria-hidden="true" />}
            title="Mobile App"
            text="Track your investment, returns and farming cycles from your phone."
            onClick={() => setChoice('app')}
          />
          <ChoiceButton
            icon={<FileText className="h-6 w-6" aria-hidden="true" />}
            title="Direct Form"
            text="Send us your details with a short online form; we contact you."
            onClick={() => setChoice('form')}
          />
        </div>
      ) : (
        <div>
          <button type="button" onClick={() => setChoice(null)} className="btn btn-ghost btn-sm mb-4 -ml-2">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to options
          </button>
          {choice === 'app' ? (
            <GuidelineSteps onNavigate={() => change(false)} />
          ) : (
            <div>
              <p className="text-sm leading-relaxed text-muted">
                Pick the livestock you would like to invest in. The form opens in a new tab; our investor team will contact you to confirm.
              </p>
              <div className="mt-5 grid gap-3 sm:grid-cols-2">
                <a href={links.chickenForm} target="_blank" rel="noopener noreferrer" className="btn btn-primary py-3">
                  <Bird className="h-5 w-5" aria-hidden="true" /> Chicken Investment <ArrowUpRight className="h-4 w-4" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
                <a href={links.cattleForm} target="_blank" rel="noopener noreferrer" className="btn btn-accent py-3">
                  <Beef className="h-5 w-5" aria-hidden="true" /> Cattle Investment <ArrowUpRight className="h-4 w-4" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
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
  return <p className="text-sm text-muted">Investment options are available in the app.</p>;
}
