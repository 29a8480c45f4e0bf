import { SITE_NAME, XSRF_COOKIE, formatDate } from '@app/contract';
import { Link } from 'react-router';
import type { Route } from './+types/gdpr-policy';
import { pageWords, publicPageMeta, publicHeaders } from '../../../features/public/data';
import { useLanguage } from '../../../lib/language';
import { m } from '@app/contract/messages';
import { LegalPage, type LegalSection } from '../../../features/public/LegalPage';

export const meta: Route.MetaFunction = publicPageMeta('/gdpr-policy');
export const headers = publicHeaders;

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          {SITE_NAME} ("we", "us") is the data controller for the personal data described in this policy. We run a social-capital investment venture that funds
          livestock and farm cycles in rural Bangladesh and shares the profit with partner farmers. Most of our investors live in the United Kingdom and Europe,
          so we apply the UK General Data Protection Regulation (UK GDPR), the Data Protection Act 2018 and, where it applies, the EU GDPR to everything we do
          with personal data, including data about farmers and staff in Bangladesh.
        </p>
        <p>
          You can reach the person responsible for data protection through our <Link to="/contact">contact page</Link>. Please write "Data protection" in your
          message so it reaches the right person quickly.
        </p>
      </>
    ),
  },
  {
    id: 'principles',
    title: 'Our data protection principles',
    body: (
      <>
        <p>Whenever we handle personal data we make sure it is:</p>
        <ul>
          <li>processed lawfully, fairly and in a way you can understand;</li>
          <li>collected for specific purposes and not reused for something unrelated;</li>
          <li>limited to what we actually need (we do not ask for information "just in case");</li>
          <li>accurate and kept up to date, with mistakes corrected promptly;</li>
          <li>kept no longer than necessary, then deleted or anonymised;</li>
          <li>kept secure, with access limited to the staff who need it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <ul>
          <li>
            <strong>Investors:</strong> name, email address, phone number, country of residence, the plans you invest in, payment references and our
            correspondence with you. To meet anti-money-laundering rules we may also ask for proof of identity and address.
          </li>
          <li>
            <strong>Visitors who contact us:</strong> first and last name, email, contact number, address (optional) and your message.
          </li>
          <li>
            <strong>Job applicants:</strong> your name, email, phone, current company, LinkedIn profile, message, CV and cover letter.
          </li>
          <li>
            <strong>Account holders:</strong> name, email, a securely hashed password (we never store or see your password itself), profile photo if you add
            one, and sign-in records used to keep your account safe.
          </li>
          <li>
            <strong>Partner farmers and field staff:</strong> name, village, contact details and records of the livestock and cycles they manage.
          </li>
          <li>
            <strong>Technical data:</strong> IP address, browser type and the pages requested, kept in short-lived server logs for security.
          </li>
        </ul>
        <p>We do not collect special category data (such as health or religious beliefs) through this website.</p>
      </>
    ),
  },
  {
    id: 'lawful-bases',
    title: 'Lawful bases for processing',
    body: (
      <>
        <ul>
          <li>
            <strong>Contract:</strong> to set up and manage your investment, pay your profit share and run your account.
          </li>
          <li>
            <strong>Legal obligation:</strong> to keep financial records, verify identity and prevent fraud and money laundering.
          </li>
          <li>
            <strong>Legitimate interests:</strong> to answer enquiries, assess job applications, secure our systems and improve our services, always balanced
            against your rights.
          </li>
          <li>
            <strong>Consent:</strong> for optional marketing emails. You can withdraw consent at any time with the link in every email.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the UK GDPR you have the right to:</p>
        <ul>
          <li>be informed about how we use your data (this policy);</li>
          <li>access the personal data we hold about you (a subject access request), free of charge;</li>
          <li>have inaccurate data corrected;</li>
          <li>have your data erased where we no longer have a reason to keep it;</li>
          <li>restrict or object to our processing, including objecting to direct marketing at any time;</li>
          <li>receive your data in a portable, machine-readable format;</li>
          <li>not be subject to decisions made solely by automated means. We make no such decisions.</li>
        </ul>
        <p>
          We answer every request within one month. If a request is complex we may extend this by up to two further months and will tell you why. We may ask you
          to confirm your identity before releasing any data.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>This website uses only cookies that are strictly necessary for it to work. We do not use advertising or tracking cookies.</p>
        <ul>
          <li>
            <strong>{XSRF_COOKIE}</strong>: protects forms and account actions against cross-site request forgery. It contains a random value and no personal
            data.
          </li>
          <li>
            <strong>Session cookies</strong> (access and refresh tokens): keep you signed in after you log in. They are marked HttpOnly so scripts cannot read
            them, and are removed when you sign out.
          </li>
        </ul>
        <p>
          We also keep your scroll position for each page in your browser's session storage so that the back button returns you to where you were; it is cleared
          when you close the tab.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep data',
    body: (
      <ul>
        <li>Investment and financial records: six years after the end of your last investment, as required by tax law.</li>
        <li>Contact messages: up to two years after our last exchange.</li>
        <li>Job applications: twelve months after the role closes, unless you agree to us keeping them longer.</li>
        <li>Security logs: up to ninety days.</li>
      </ul>
    ),
  },
  {
    id: 'transfers',
    title: 'International transfers',
    body: (
      <p>
        Our operations team works in Bangladesh, so some personal data is accessed from there. Bangladesh does not have a UK adequacy decision, so we protect
        these transfers with the UK International Data Transfer Agreement or the EU Standard Contractual Clauses with the UK addendum, together with access
        controls and staff confidentiality agreements.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security and breaches',
    body: (
      <p>
        Data is encrypted in transit, passwords are hashed with a modern algorithm, staff access is role-based and every staff change is recorded in an activity
        log. If a personal data breach is likely to put your rights at risk we will report it to the Information Commissioner's Office within 72 hours and tell
        you without undue delay.
      </p>
    ),
  },
  {
    id: 'complaints',
    title: 'Complaints',
    body: (
      <p>
        If you are unhappy with how we have used your data, please tell us first through our <Link to="/contact">contact page</Link> and we will try to put it
        right. You also have the right to complain to the Information Commissioner's Office (ICO), Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF,
        telephone 0303 123 1113, ico.org.uk.
      </p>
    ),
  },
];

export default function GdprPolicyPage() {
  const language = useLanguage();
  return (
    <LegalPage
      title={pageWords('/gdpr-policy', language).title}
      dateLine={
        language === 'en' ? 'Effective date: 17/08/2024' : m.public_legal_effective({ date: formatDate('2024-08-17', '—', language) }, { locale: language })
      }
      englishOnly
      intro={
        <p>
          This policy explains how {SITE_NAME} complies with the UK General Data Protection Regulation when it handles the personal data of investors, visitors,
          job applicants, farmers and staff, and how you can exercise your rights. Read it together with our{' '}
          <Link to="/privacy-policy" className="font-medium text-forest-700 underline">
            Privacy Policy
          </Link>
          .
        </p>
      }
      sections={SECTIONS}
    />
  );
}
