import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { AUTH_MESSAGES } from '@app/contract';
import { errorMessage } from '../../lib/api';
import { toast } from '../../ui/Toaster';
import { downloadText } from '../users/csv';
import { accountApi } from './account-api';
import { PasswordConfirmModal } from './PasswordConfirmModal';
import { setCurrentUser } from './session';
import { Panel } from '../../ui/Panel';

/** GDPR rights on the profile: a copy of everything we hold as JSON, and erasure with password confirmation. */
export function PrivacyPanel() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleteOpen, setDeleteOpen] = useState(false);

  const exportData = useMutation({
    mutationFn: accountApi.exportData,
    onSuccess: (body) => {
      downloadText(`my-data-${new Date().toISOString().slice(0, 10)}.json`, JSON.stringify(body.data ?? body, null, 2), 'application/json');
      toast.success('Your data has been downloaded.');
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to download your data.')),
  });
  const deleteAccount = useMutation({
    mutationFn: accountApi.deleteAccount,
    onSuccess: (body) => {
      setCurrentUser(null);
      queryClient.clear();
      toast.success(body.message ?? AUTH_MESSAGES.accountDeleted);
      navigate('/', { replace: true });
    },
  });

  return (
    <Panel
      id="privacy-title"
      title="Your data & privacy"
      description={
        <>
          Under our{' '}
          <Link to="/gdpr-policy" className="text-forest-700 underline">
            GDPR Policy
          </Link>{' '}
          you can take a copy of your data or erase your account.
        </>
      }
    >
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline btn-sm" disabled={exportData.isPending} onClick={() => exportData.mutate()}>
          <Download className="h-4 w-4" aria-hidden="true" /> {exportData.isPending ? 'Preparing...' : 'Download my data (JSON)'}
        </button>
        <button type="button" className="btn btn-ghost btn-sm text-red-700 hover:bg-red-50" onClick={() => setDeleteOpen(true)}>
          <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete my account
        </button>
      </div>
      <PasswordConfirmModal
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        formId="delete-account"
        title="Delete your account?"
        passwordLabel="Confirm with your password"
        actionLabel="Delete my account"
        busyLabel="Deleting..."
        busy={deleteAccount.isPending}
        confirm={deleteAccount.mutateAsync}
        failure="Failed to delete your account."
      >
        <p className="mb-4 text-sm">This permanently erases your profile and signs you out everywhere. It cannot be undone.</p>
      </PasswordConfirmModal>
    </Panel>
  );
}
