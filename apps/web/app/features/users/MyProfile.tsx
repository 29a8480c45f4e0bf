import { Link } from 'react-router';
import { AlertTriangle, Briefcase, Building2, IdCard, Phone } from 'lucide-react';
import { formatDate, formatDateTime } from '@app/contract';
import { useCurrentUser } from '../auth/hooks';
import { AccountLinkButtons, CHANGE_PASSWORD_LINK, EDIT_PROFILE_LINK, PORTFOLIO_LINK } from '../auth/account-links';
import { SessionsPanel } from '../auth/SessionsPanel';
import { PrivacyPanel } from '../auth/PrivacyPanel';
import { TwoFactorPanel } from '../auth/TwoFactorPanel';
import { PayoutAccountPanel } from '../payouts/PayoutAccountPanel';
import { PasskeysPanel } from '../auth/PasskeysPanel';
import { AddressSection, DetailSection, EmergencyContactSection, contactItems, staffPostItems } from './DetailSection';
import { UserIdentity } from './UserIdentity';
import { CustomerTypeBadge, EmailVerifiedBadge } from './badges';
import { useInvestorProfile } from '../investments/api';
import { InvestorBadge } from '../investments/bits';
import { Loader } from '../../ui/Loader';
import { ProfileLoadError } from '../auth/ProfileLoadError';

const GENDER_LABELS = { male: 'Male', female: 'Female', other: 'Other' } as const;

export function MyProfile() {
  const { data: user, isLoading, isError } = useCurrentUser();
  const investor = useInvestorProfile({ enabled: user?.userRole === 'user' });
  if (isLoading) return <Loader label="Loading profile..." />;
  if (isError || !user) return <ProfileLoadError />;

  return (
    <div className="space-y-6">
      <section className="card flex flex-col gap-5 p-6 sm:flex-row sm:items-center">
        <UserIdentity
          user={user}
          large
          badges={
            <>
              <EmailVerifiedBadge verified={user.isVerified} />
              {user.userRole === 'user' && investor.data && (
                <Link to="/portfolio/verify" className="rounded-full">
                  <InvestorBadge status={investor.data.status} label="Investor" />
                </Link>
              )}
              <CustomerTypeBadge type={user.customerType} />
            </>
          }
        />
        <div className="flex flex-wrap gap-2 sm:flex-col">
          <AccountLinkButtons links={[EDIT_PROFILE_LINK]} className="btn btn-primary" />
          <AccountLinkButtons links={[CHANGE_PASSWORD_LINK, ...(user.userRole === 'user' ? [PORTFOLIO_LINK] : [])]} className="btn btn-outline" />
        </div>
      </section>

      {user.newEmail && (
        <p role="status" className="flex gap-3 rounded-xl border border-orange-200 bg-orange-50 p-4 text-sm text-orange-900">
          <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden="true" />
          <span>
            Your new email <strong>{user.newEmail}</strong> is waiting for verification. Until then you sign in with {user.email}.{' '}
            <Link to={`/verify-email?email=${encodeURIComponent(user.newEmail)}`} className="font-semibold underline">
              Enter the code
            </Link>
          </span>
        </p>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <DetailSection
          title="Contact Information"
          icon={Phone}
          items={[
            ...contactItems(user),
            { label: 'Date of birth', value: formatDate(user.dateOfBirth, '') },
            { label: 'Gender', value: user.gender && GENDER_LABELS[user.gender] },
            { label: 'Blood group', value: user.bloodGroup },
            { label: 'Member since', value: formatDateTime(user.createdAt, '') },
            { label: 'Last login', value: formatDateTime(user.lastLogin, 'Never') },
          ]}
        />
        <AddressSection address={user.address} />
        <EmergencyContactSection contact={user.emergencyContact} />
        <DetailSection
          title="Employment Information"
          icon={Briefcase}
          items={[...staffPostItems(user), { label: 'Joining date', value: formatDate(user.joiningDate, '') }]}
        />
        {(user.customerType === 'business' || user.vatNumber) && (
          <DetailSection
            title="Business Information"
            icon={Building2}
            items={[
              { label: 'Company', value: user.company },
              { label: 'VAT number', value: user.vatNumber },
            ]}
          />
        )}
        <DetailSection
          title="Government ID"
          icon={IdCard}
          items={[
            { label: 'National ID', value: user.nidNumber },
            { label: 'Status', value: user.nidNumber ? (user.nidVerified ? 'Verified' : 'Not Verified') : null },
          ]}
        />
      </div>

      {user.userRole === 'user' && <PayoutAccountPanel user={user} />}
      <SessionsPanel />
      <TwoFactorPanel user={user} />
      <PasskeysPanel user={user} />
      <PrivacyPanel />
    </div>
  );
}
