import { useSearchParams } from 'react-router';
import { INVESTMENT_MESSAGES, INVESTOR_MESSAGES, safeReturnPath } from '@app/contract';
import { errorMessage } from '../../lib/api';
import { Loader } from '../../ui/Loader';
import { PageHeader } from '../../ui/PageHeader';
import { useInvestorProfile } from './api';
import { useCurrentUser } from '../auth/hooks';
import { InvestorBadge } from './bits';
import { ProfileForm } from './ProfileForm';
import { BackLink } from '../../ui/BackLink';

export function VerifyInvestor() {
  const profile = useInvestorProfile();
  const account = useCurrentUser().data ?? undefined;
  // Sent here from an invest form: the way back keeps its plan and units.
  const investment = safeReturnPath(useSearchParams()[0].get('redirect'));
  if (profile.isPending) return <Loader label="Loading your investor profile..." />;
  if (profile.isError)
    return (
      <p role="alert" className="text-red-800">
        {errorMessage(profile.error, 'Failed to load your investor profile.')}
      </p>
    );
  const data = profile.data;
  return (
    <div className="space-y-6">
      <BackLink to={investment ?? '/portfolio'}>{investment ? 'Back to your investment' : 'My portfolio'}</BackLink>
      <PageHeader
        title="Investor profile"
        description="We verify every investor before their first investment."
        actions={<InvestorBadge status={data.status} />}
      />
      {data.status === 'rejected' && data.rejectionReason && (
        <p role="status" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <strong>Why we could not verify you: </strong>
          {data.rejectionReason}
        </p>
      )}
      {data.status === 'pending' && (
        <p role="status" className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
          Your profile is waiting for review. You can change it again once we have checked it.
        </p>
      )}
      {data.status === 'verified' && (
        <p role="status" className="rounded-lg border border-forest-200 bg-forest-50 p-4 text-sm text-forest-900">
          You are verified. Changing your name, date of birth, country, ID number or business details sends your profile back for a new check; a new name, date
          of birth or ID number also needs a new ID document.
        </p>
      )}
      {data.status === 'suspended' && (
        <p role="status" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <strong>{INVESTMENT_MESSAGES.suspended}</strong>
          {data.suspensionReason && <span className="mt-1 block">Reason: {data.suspensionReason}</span>}
        </p>
      )}
      {data.newDocumentRequired && (
        <p role="status" className="rounded-lg border border-orange-200 bg-orange-50 p-4 text-sm text-orange-950">
          {INVESTOR_MESSAGES.newDocumentRequired}.
        </p>
      )}
      <ProfileForm profile={data} account={account} />
    </div>
  );
}
