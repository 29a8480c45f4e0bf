import { SITE_NAME, formatDate } from '@app/contract';
import { Link } from 'react-router';
import type { Route } from './+types/privacy-policy';
import { pageWords, publicPageMeta, publicHeaders } from '../../../features/public/data';
import { useLanguage } from '../../../lib/language';
import { m } from '@app/contract/messages';
import { LegalPage, type LegalSection } from '../../../features/public/LegalPage';

export const meta: Route.MetaFunction = publicPageMeta('/privacy-policy');
export const headers = publicHeaders;

const SECTIONS: LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <p>
        {SITE_NAME} respects your privacy. This policy tells you what information we collect when you visit our website, use our apps, invest with us, apply for
        a job or send us a message, and what we do with it. {SITE_NAME} is the data controller of that information.
      </p>
    ),
  },
  {
    id: 'information-you-give',
    title: 'Information you give us',
    body: (
      <ul>
        <li>When you contact us: your name, email, phone number, optional address and your message.</li>
        <li>When you create an account: your name, email address and password (stored only as a secure hash), and a profile photo if you choose.</li>
        <li>When you invest: the plan, amount, payment details and the identity documents our checks require.</li>
        <li>When you apply for a job: your contact details, LinkedIn profile, CV and cover letter.</li>
      </ul>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect automatically',
    body: (
      <>
        <p>
          Our servers record the IP address, browser and pages requested for each visit. We use these logs only to keep the service secure and working, and
          delete them after ninety days. We do not use analytics or advertising trackers, and we do not build profiles of visitors.
        </p>
        <p>
          We use two kinds of strictly necessary cookies: session cookies that keep you signed in, and an XSRF-TOKEN cookie that protects forms against forgery.
          Your browser's session storage keeps your scroll position per page until you close the tab.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    body: (
      <ul>
        <li>to verify your account and send you the confirmation and security emails it needs;</li>
        <li>to manage your investments, report on your farming cycles and pay your profit share;</li>
        <li>to answer your messages and questions;</li>
        <li>to assess job applications and contact shortlisted candidates;</li>
        <li>to meet our legal duties, including record keeping and anti-money-laundering checks;</li>
        <li>with your consent, to send occasional news about new plans and our impact.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We never sell your personal information. We share it only with:</p>
        <ul>
          <li>our own staff in the UK and Bangladesh who need it for their work;</li>
          <li>service providers who host our systems and deliver our email, under contracts that protect your data;</li>
          <li>banks and payment providers to process payments;</li>
          <li>regulators, law enforcement or courts where the law requires it.</li>
        </ul>
        <p>Partner farmers see only what they need to run a cycle; they never receive your contact or payment details.</p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep investment records for six years after your last investment ends, contact messages for up to two years, and job applications for twelve months
        after the role closes. Account data is deleted when you close your account, except what we must keep by law.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Keeping it safe',
    body: (
      <p>
        All traffic to our website is encrypted. Passwords are hashed, CVs and cover letters are stored privately and are available only to staff who review
        applications, and every change staff make is recorded. No system is perfectly secure, so please use a strong, unique password.
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your rights and choices',
    body: (
      <p>
        You can ask for a copy of your information, ask us to correct or delete it, object to how we use it or withdraw consent to marketing at any time. Our{' '}
        <Link to="/gdpr-policy">GDPR Policy</Link> explains these rights in detail and how to complain to the Information Commissioner's Office.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>Our services are for adults. We do not knowingly collect information from anyone under 18.</p>,
  },
  {
    id: 'changes-contact',
    title: 'Changes and contact',
    body: (
      <p>
        We will post any change to this policy on this page and update the date above; important changes will also be emailed to account holders. Questions
        about privacy are welcome through our <Link to="/contact">contact page</Link>.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  const language = useLanguage();
  return (
    <LegalPage
      title={pageWords('/privacy-policy', language).title}
      dateLine={
        language === 'en' ? 'Last updated: March 6, 2025' : m.public_legal_updated({ date: formatDate('2025-03-06', '—', language) }, { locale: language })
      }
      englishOnly
      intro={<p>Your information is used to run your investment and answer your questions, and for nothing else. Here is exactly how.</p>}
      sections={SECTIONS}
    />
  );
}
