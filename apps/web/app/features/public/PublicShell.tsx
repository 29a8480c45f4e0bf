import { lazy, type ReactNode } from 'react';
import type { ExternalLinks } from '@app/contract';
import { m } from '@app/contract/messages';
import { useLanguage } from '../../lib/language';
import type { Loaded } from './data';
import { FloatingActions } from './FloatingActions';
import { LanguageOffer, useRememberLanguageSwitch } from './language';
import { RiskWarning } from './RiskWarning';
import { SiteHeader } from './SiteHeader';
import { StaticContent } from './StaticContent';
import { usePublicSwitches } from './switches';
import type { PublicContactInfo } from './types';
import { useScrollRestoration } from './useScrollRestoration';

/** Drawn by the server and adopted as it stands (StaticContent): a page load never needs its code. */
const SiteFooter = lazy(() => import('./SiteFooter').then((m) => ({ default: m.SiteFooter })));

/**
 * The page shell of every public page (public-site.md §2): skip link, the risk warning, navigation, the page in
 * <main>, footer, chat and go-to-top buttons, scroll restoration, and the query-string switches.
 * Pages render their content (PageHero, Sections) straight inside: they do not add <main>.
 */
export function PublicShell({ contactInfo, links, children }: { contactInfo: Loaded<PublicContactInfo>; links: ExternalLinks; children: ReactNode }) {
  const switches = usePublicSwitches();
  const language = useLanguage();
  useScrollRestoration();
  useRememberLanguageSwitch();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-forest-800 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {m.common_skip_to_content({}, { locale: language })}
      </a>
      <LanguageOffer />
      <RiskWarning />
      {switches.showNav && <SiteHeader />}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {switches.showFooter && (
        // Links and contact details only: adopted as drawn; drawn again if the page's switches change it.
        <StaticContent key={String(switches.showFooterLinks)}>
          <SiteFooter contactInfo={contactInfo} showLinks={switches.showFooterLinks} />
        </StaticContent>
      )}
      {switches.showAppButtons && <FloatingActions chatUrl={links.chat} />}
    </div>
  );
}
