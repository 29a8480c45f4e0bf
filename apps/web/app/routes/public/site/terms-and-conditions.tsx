import { LOSS_RULE, SITE_NAME, formatDate } from '@app/contract';
import { Link } from 'react-router';
import type { Route } from './+types/terms-and-conditions';
import { pageWords, publicPageMeta, publicHeaders } from '../../../features/public/data';
import { useLanguage } from '../../../lib/language';
import { m } from '@app/contract/messages';
import { LegalPage, type LegalSection } from '../../../features/public/LegalPage';

export const meta: Route.MetaFunction = publicPageMeta('/terms-and-conditions');
export const headers = publicHeaders;

const SECTIONS: LegalSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms apply to your use of the {SITE_NAME} website, our investor and farmer mobile apps, and any investment you make with us. By using the
          website or apps, or by investing, you agree to them. If you do not agree, please do not use our services.
        </p>
        <p>
          Each investment is also governed by the plan details shown when you invest and by the investment agreement we send you. If those documents differ from
          these terms, the investment agreement takes priority for that investment.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can invest',
    body: (
      <ul>
        <li>You must be at least 18 years old and legally able to enter into a contract.</li>
        <li>You must invest with your own money, from an account in your own name.</li>
        <li>
          Your account is verified by our team before you can invest. We may ask for proof of identity and address and may decline an account without giving a
          reason where the law or our anti-money-laundering checks require it.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-investment-works',
    title: 'How an investment works',
    body: (
      <>
        <p>
          Your money funds a defined farming cycle (for example a batch of broiler chickens or a group of cattle) raised by a partner farmer in one of our
          clusters. The plan shows the amount, the expected profit, the duration and, for revolving plans, the amount that rolls into the next cycle. Amounts
          are in pounds sterling.
        </p>
        <p>
          Your investment is confirmed only when our team has received your payment and sent you written confirmation. Until then you may withdraw your
          application at no cost.
        </p>
      </>
    ),
  },
  {
    id: 'halal-profit-sharing',
    title: 'Halal profit sharing',
    body: (
      <>
        <p>
          Our plans follow Islamic partnership principles. We do not charge or pay interest (riba), and investments are not loans. At the end of each cycle the
          livestock is sold and the net profit (sale proceeds less the direct costs of feed, veterinary care and transport) is shared 50/50 between you and the
          partner farmer.
        </p>
        <p>The expected profit shown on a plan is an estimate based on previous cycles and current prices. It is not a promise. {LOSS_RULE}</p>
      </>
    ),
  },
  {
    id: 'risks',
    title: 'Investment risks',
    body: (
      <>
        <p>Please read this section carefully. Investing in livestock is not a savings account. In particular:</p>
        <ul>
          <li>Your capital is at risk and you could get back less than you invested.</li>
          <li>Animals can fall ill or die despite veterinary care; floods and extreme weather can disrupt a cycle.</li>
          <li>Market prices for meat, eggs and dairy go up and down, and so does the profit of a cycle.</li>
          <li>Exchange rates between the pound and the Bangladeshi taka affect the value of returns.</li>
          <li>Your investment cannot usually be withdrawn before the end of its cycle.</li>
          <li>
            Our plans are not regulated by the Financial Conduct Authority and are not covered by the Financial Services Compensation Scheme or the Financial
            Ombudsman Service.
          </li>
        </ul>
        <p>Only invest money you can afford to leave for the full cycle, and take independent advice if you are unsure.</p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments and returns',
    body: (
      <p>
        We pay your profit share and, where applicable, your capital to the bank account registered in your name within 30 days of the end of the cycle. For
        revolving plans the revolving amount is reinvested in the next cycle unless you ask us in writing, before the cycle ends, to pay it out. We never ask
        you to pay into a personal account; if anyone does, please contact us immediately.
      </p>
    ),
  },
  {
    id: 'shared-ownership',
    title: 'Shared ownership for the first 1,000 investors',
    body: (
      <p>
        The first 1,000 verified investors will be offered shared ownership in our farm-to-shop retail enterprise. The form and terms of that ownership will be
        set out in a separate agreement when the enterprise is incorporated; being among the first 1,000 gives you the right to take part, not a share of any
        particular value.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <p>
        Keep your password private and tell us at once if you think someone else has used your account. You are responsible for the information you give us
        being accurate. We may suspend an account that is used fraudulently or against these terms; your existing investments will continue to be paid out in
        the normal way.
      </p>
    ),
  },
  {
    id: 'website-use',
    title: 'Using our website and apps',
    body: (
      <ul>
        <li>Do not misuse the website: no attempts to gain unauthorised access, no automated scraping, no uploading of harmful files.</li>
        <li>The text, images, logos and sales pack on this site belong to us or our licensors and may not be copied for commercial use.</li>
        <li>Links to other websites (such as app stores and forms) are provided for convenience; we are not responsible for their content.</li>
      </ul>
    ),
  },
  {
    id: 'liability',
    title: 'Our liability',
    body: (
      <p>
        Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else that cannot be limited by
        law. Otherwise we are not liable for losses that were not foreseeable, for business losses, or for investment losses arising from the risks described
        above, provided we have acted with reasonable care and skill in managing your cycle.
      </p>
    ),
  },
  {
    id: 'complaints-law',
    title: 'Complaints, changes and governing law',
    body: (
      <>
        <p>
          If something goes wrong, please tell us through our <Link to="/contact">contact page</Link>. We acknowledge complaints within five working days and
          aim to resolve them within four weeks.
        </p>
        <p>
          We may update these terms from time to time; the date at the top shows the latest version, and changes never affect an investment already confirmed.
          These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction.
        </p>
      </>
    ),
  },
];

export default function TermsPage() {
  const language = useLanguage();
  return (
    <LegalPage
      title={pageWords('/terms-and-conditions', language).title}
      dateLine={
        language === 'en' ? 'Last updated: March 6, 2025' : m.public_legal_updated({ date: formatDate('2025-03-06', '—', language) }, { locale: language })
      }
      englishOnly
      intro={<p>Plain-English terms for using {SITE_NAME} and investing with us. Please read the sections on profit sharing and risk before you invest.</p>}
      sections={SECTIONS}
    />
  );
}
