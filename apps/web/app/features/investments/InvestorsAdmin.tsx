import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  countLabel,
  INVESTOR_MESSAGES,
  INVESTOR_STATUSES,
  INVESTOR_STATUS_LABELS,
  SOURCE_OF_FUNDS_LABELS,
  investorVerificationSchema,
  legalNameDiffers,
  toFieldErrors,
  type IdDocumentChecks,
  type InvestorProfile,
  formatStaffDate,
  formatStaffDateTime,
} from '@app/contract';
import { apiUrl, errorMessage } from '../../lib/api';
import { DataTable, queryTableState, type Column } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { Loader } from '../../ui/Loader';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useInvestor, useInvestors, useReviewInvestor, useSuspension } from './api';
import { InvestorReasonDialog, SuspendDialog, VerificationHistory } from './VerificationHistory';
import { Facts, InvestorBadge } from './bits';
import { FilterBar, ResetFilters, SearchFilter, useUrlFilters } from '../../ui/admin/filters';
import { ListPager } from '../../ui/admin/ListPager';
import { StaffPayoutAccounts } from '../payouts/StaffPayoutAccounts';
import { SafeguardLinks, SafeguardsSection } from './SafeguardsAdmin';
import { TaxYearStatement } from './TaxYearStatement';
import { IdDocumentReview } from './IdDocumentReview';
import { BackLink } from '../../ui/BackLink';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { ToggleGroup } from '../../ui/admin/ToggleGroup';

/** /admin/investors: profiles waiting for review first, by status, with search and pages. */
export function InvestorsAdmin() {
  const { filters, page, filtered, setFilters, setPage, reset } = useUrlFilters({ status: '', search: '' });
  const { status, search } = filters;
  const list = useInvestors({ status, search, page });
  const counts = list.data?.counts;
  const columns: Column<InvestorProfile>[] = [
    {
      key: 'investor',
      header: 'Investor',
      cell: (row) => (
        <div>
          <Link to={`/admin/investors/${row.userId}`} className="font-medium text-forest-800 hover:underline">
            {row.legalName ?? row.name}
          </Link>
          <p className="text-xs text-muted">{row.email}</p>
        </div>
      ),
    },
    { key: 'type', header: 'Type', cell: (row) => (row.customerType === 'business' ? `Business · ${row.companyName ?? ''}` : 'Individual') },
    { key: 'country', header: 'Country', cell: (row) => row.country ?? '—' },
    { key: 'status', header: 'Status', cell: (row) => <InvestorBadge status={row.status} /> },
    { key: 'submitted', header: 'Submitted', cell: (row) => <span className="whitespace-nowrap">{formatStaffDate(row.submittedAt)}</span> },
  ];
  return (
    <div>
      <PageHeader title="Investors" description="Verify investor profiles before their first investment." actions={<SafeguardLinks />} />
      <ToggleGroup
        label="Profiles by status"
        className="mb-4"
        options={[
          { value: '', label: 'All' },
          ...INVESTOR_STATUSES.filter((s) => s !== 'not_submitted').map((value) => ({
            value,
            label: counts ? `${INVESTOR_STATUS_LABELS[value]} (${countLabel(counts[value])})` : INVESTOR_STATUS_LABELS[value],
          })),
        ]}
        value={status}
        onChange={(value) => setFilters({ status: value })}
      />
      <FilterBar className="sm:grid-cols-[1fr_auto] sm:items-end">
        <SearchFilter value={search} onSearch={(text) => setFilters({ search: text })} placeholder="Search by name or email" maxLength={200} />
        <ResetFilters onReset={reset} />
      </FilterBar>
      <DataTable
        caption="Investor profiles"
        columns={columns}
        rowKey={(row) => row.userId}
        {...queryTableState(list, 'Loading investors...', 'Error fetching investors')}
        empty={
          <EmptyState title="No investor profiles found" hint={filtered ? 'Try adjusting your filters' : 'Profiles appear here when investors submit them'} />
        }
      />
      <ListPager pagination={list.data?.pagination} onPage={setPage} />
    </div>
  );
}

/** /admin/investors/:userId: the profile, the ID document, Verify or Reject with a reason. */
export function InvestorDetail() {
  const { userId = '' } = useParams();
  const query = useInvestor(userId);
  const review = useReviewInvestor(userId);
  const [rejecting, setRejecting] = useState(false);
  // The checklist and note as they stood when Reject was chosen: kept with the rejection.
  const [rejectAnswers, setRejectAnswers] = useState<{ checks: IdDocumentChecks; note: string }>({ checks: {}, note: '' });
  const [suspending, setSuspending] = useState(false);
  const [reinstating, setReinstating] = useState(false);
  const suspension = useSuspension(userId);
  if (query.isPending) return <Loader label="Loading the investor..." />;
  if (query.isError) return <ErrorNotice>{errorMessage(query.error, INVESTOR_MESSAGES.notFound)}</ErrorNotice>;
  const p = query.data;
  return (
    <div className="space-y-6">
      <BackLink to="/admin/investors">Investors</BackLink>
      <PageHeader
        title={p.legalName ?? p.name}
        description={p.email}
        actions={
          <>
            <InvestorBadge status={p.status} />
            {p.status === 'verified' && (
              <button type="button" className="btn btn-outline text-red-700" onClick={() => setSuspending(true)}>
                Suspend
              </button>
            )}
            {p.status === 'suspended' && (
              <button type="button" className="btn btn-primary" onClick={() => setReinstating(true)}>
                Reinstate
              </button>
            )}
          </>
        }
      />
      {legalNameDiffers(p.name, p.legalName) && (
        <p role="status" className="rounded-lg border border-orange-200 bg-orange-50 p-3 text-sm text-orange-950">
          <strong>Name check: </strong>
          {INVESTOR_MESSAGES.nameDiffers} Account name: “{p.name}”; legal name: “{p.legalName}”.
        </p>
      )}
      {p.status === 'suspended' && (
        <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <strong>Suspended{p.suspendedAt ? ` on ${formatStaffDate(p.suspendedAt)}` : ''}: </strong>
          {p.suspensionReason}
        </p>
      )}
      {p.newDocumentRequired && (
        <p className="rounded-lg border border-orange-200 bg-orange-50 p-3 text-sm text-orange-950">
          Identity details changed after verification: the investor must upload a new ID document before submitting again.
        </p>
      )}
      {p.status === 'rejected' && p.rejectionReason && (
        <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <strong>Rejected: </strong>
          {p.rejectionReason}
        </p>
      )}
      <section className="card p-5" aria-label="Profile">
        <Facts
          rows={[
            ['Account name', p.name],
            ['Legal name', p.legalName],
            ['Date of birth', formatStaffDate(p.dateOfBirth)],
            ['Phone', p.phone],
            ['Investing as', p.customerType === 'business' ? 'Business' : 'Individual'],
            ...(p.customerType === 'business'
              ? ([
                  ['Company', p.companyName],
                  ['VAT number', p.vatNumber],
                ] as [string, string | null][])
              : []),
            ['ID number', p.idNumber],
            ['Address', [p.addressLine1, p.addressLine2, p.city, p.postcode].filter(Boolean).join(', ')],
            ['Country of residence', p.country],
            [
              'Source of funds',
              p.sourceOfFunds ? `${SOURCE_OF_FUNDS_LABELS[p.sourceOfFunds]}${p.sourceOfFundsDetails ? `: ${p.sourceOfFundsDetails}` : ''}` : null,
            ],
            ['Submitted', formatStaffDateTime(p.submittedAt)],
            ['Reviewed', p.reviewedAt ? `${formatStaffDateTime(p.reviewedAt)}${p.reviewedBy ? ` by ${p.reviewedBy}` : ''}` : null],
          ]}
        />
      </section>
      <IdDocumentReview
        profile={p}
        onReject={(answers) => {
          setRejectAnswers(answers);
          setRejecting(true);
        }}
      />
      <VerificationHistory events={p.history ?? []} />
      <StaffPayoutAccounts userId={userId} />
      <SafeguardsSection userId={userId} />
      <TaxYearStatement
        href={(year) => apiUrl(`/investors/${userId}/statements/tax-year/${year}`)}
        description="The investor's money in and out from 6 April to 5 April, and the profit credited: the same PDF the investor downloads."
      />
      <SuspendDialog userId={userId} open={suspending} onOpenChange={setSuspending} />
      <ConfirmDialog
        open={reinstating}
        onOpenChange={setReinstating}
        title="Reinstate this investor"
        message="They can place investment requests again, and we email them that the suspension is lifted."
        confirmLabel="Reinstate and email the investor"
        tone="primary"
        busy={suspension.isPending}
        onConfirm={() =>
          suspension.mutate(null, {
            onSuccess: () => setReinstating(false),
            onError: (error) => toast.error(errorMessage(error, 'Failed to reinstate the investor')),
          })
        }
      />
      <InvestorReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title="Reject this profile"
        description="The investor receives this reason by email and can correct their profile."
        label="Reject and email the investor"
        busy={review.isPending}
        parse={(reason) => {
          const parsed = investorVerificationSchema.safeParse({ decision: 'rejected', reason });
          return parsed.success ? { reason } : { refused: toFieldErrors(parsed.error).reason ?? INVESTOR_MESSAGES.reasonRequired };
        }}
        send={(reason) => review.mutateAsync({ decision: 'rejected', reason, checks: rejectAnswers.checks, note: rejectAnswers.note || undefined })}
        failure="Failed to save the decision"
      />
    </div>
  );
}
