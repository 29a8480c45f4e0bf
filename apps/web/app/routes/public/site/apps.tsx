import { Bell, ChartLine, Download, FileText, HeartPulse, Smartphone, Sprout, Stethoscope, Tractor, Wallet } from 'lucide-react';
import type { Route } from './+types/apps';
import { publicPageMeta, publicHeaders } from '../../../features/public/data';
import { useExternalLinks } from '../../../features/public/links';
import { pageHero } from '../../../features/public/heroes';
import { useLanguage } from '../../../lib/language';
import { PageHero } from '../../../features/public/PageHero';
import { Section, SectionHeading } from '../../../features/public/Section';

export const meta: Route.MetaFunction = publicPageMeta('/apps');
export const headers = publicHeaders;

const APPS = [
  {
    id: 'investor-app',
    eyebrow: 'For investors',
    title: 'Investor App',
    text: 'Follow your money from the day you invest to the day your profit arrives. See each plan you hold, the farming cycle it funds, photos and growth updates from the field, and your returns, all in pounds sterling.',
    features: [
      { icon: Wallet, text: 'Your investments and returns at a glance' },
      { icon: ChartLine, text: 'Live progress of every farming cycle' },
      { icon: FileText, text: 'Browse plans and make a new investment' },
      { icon: Bell, text: 'Notifications when a cycle completes' },
    ],
  },
  {
    id: 'farmer-app',
    eyebrow: 'For farmers and field managers',
    title: 'Farmer App',
    text: 'Built for the people who raise the livestock. Register animals, record weight and feed, log vet visits and ask for help, in Bangla or English and with poor connectivity in mind.',
    features: [
      { icon: Tractor, text: 'Manage cattle and poultry by cluster' },
      { icon: Sprout, text: 'Track growth, feed and weight over the cycle' },
      { icon: Stethoscope, text: 'Log vet visits and health alerts' },
      { icon: HeartPulse, text: 'Get support from field managers' },
    ],
  },
] as const;

export default function AppsPage() {
  const language = useLanguage();
  const links = useExternalLinks();
  return (
    <>
      <PageHero {...pageHero('/apps', language)} />
      {APPS.map((app, i) => (
        <Section key={app.id} id={app.id} tone={i === 0 ? 'light' : 'cream'} labelledBy={`${app.id}-heading`}>
          <div className="grid items-center gap-12 lg:grid-cols-2">
            <div className={i === 1 ? 'lg:order-2' : undefined}>
              <SectionHeading id={`${app.id}-heading`} eyebrow={app.eyebrow} title={app.title} lead={app.text} />
              <ul className="mt-8 grid gap-3 sm:grid-cols-2">
                {app.features.map((feature) => (
                  <li key={feature.text} className="flex items-start gap-3 rounded-xl bg-white px-4 py-3 text-sm font-medium text-forest-900 shadow-sm">
                    <feature.icon className="mt-0.5 h-5 w-5 shrink-0 text-forest-600" aria-hidden="true" />
                    {feature.text}
                  </li>
                ))}
              </ul>
              <div className="mt-8 flex flex-wrap gap-3">
                <a
                  href={app.id === 'farmer-app' ? links.farmerAndroidApp : links.androidApp}
                  className="btn btn-primary px-5 py-3"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <Download className="h-5 w-5" aria-hidden="true" /> Download for Android<span className="sr-only"> ({app.title}, opens in a new tab)</span>
                </a>
                <a
                  href={app.id === 'farmer-app' ? links.farmerIosApp : links.iosApp}
                  className="btn btn-outline px-5 py-3"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <Smartphone className="h-5 w-5" aria-hidden="true" /> Get it on the App Store
                  <span className="sr-only"> ({app.title}, opens in a new tab)</span>
                </a>
              </div>
            </div>
            <PhoneMockup variant={i === 0 ? 'investor' : 'farmer'} />
          </div>
        </Section>
      ))}
    </>
  );
}

/** A drawn phone with a sketch of the app's home screen (decorative). */
function PhoneMockup({ variant }: { variant: 'investor' | 'farmer' }) {
  const investor = variant === 'investor';
  return (
    <div aria-hidden="true" className="mx-auto w-64 rotate-[-3deg] rounded-[2.5rem] border-[10px] border-forest-950 bg-wheat-50 p-4 shadow-2xl sm:w-72">
      <div className="mx-auto mb-4 h-1.5 w-16 rounded-full bg-forest-950/80" />
      <div className="rounded-2xl bg-forest-800 p-4 text-white">
        <p className="text-[11px] uppercase tracking-widest text-forest-200">{investor ? 'Total invested' : 'Herd this cycle'}</p>
        <p className="mt-1 font-display text-3xl font-semibold">{investor ? '£4,500' : '24 cattle'}</p>
        <p className="mt-1 text-xs text-wheat-300">{investor ? '+ £1,170 expected profit' : 'Average gain 0.8 kg / day'}</p>
      </div>
      <div className="mt-3 space-y-2">
        {(investor
          ? ['Cattle fattening · Cycle 4', 'Broiler chicken · Cycle 9', 'Dairy heifers · Cycle 2']
          : ['Weigh-in due: Barn 2', 'Vet visit logged', 'Feed stock: 12 days']
        ).map((row, i) => (
          <div key={row} className="flex items-center justify-between rounded-xl bg-white px-3 py-2.5 shadow-sm">
            <span className="text-xs font-medium text-forest-900">{row}</span>
            <span className="h-2 w-12 overflow-hidden rounded-full bg-forest-100">
              <span className="block h-full rounded-full bg-forest-500" style={{ width: `${[72, 45, 90][i]}%` }} />
            </span>
          </div>
        ))}
      </div>
      <div className="mt-3 grid grid-cols-3 gap-2">
        {[0, 1, 2].map((n) => (
          <div key={n} className="h-14 rounded-xl bg-wheat-200" />
        ))}
      </div>
    </div>
  );
}
