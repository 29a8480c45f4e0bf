import { Trash2, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FIELD_MESSAGES, formatStaffDate } from '@app/contract';
import { api, errorMessage } from '../../lib/api';
import { CardSection } from '../../ui/CardSection';
import { Field } from '../../ui/Field';
import { QueryState } from '../../ui/QueryState';
import { toast } from '../../ui/Toaster';
import { useInvalidate } from '../../ui/admin/query';
import { fieldStaffKeys, useCycleOfficers, useOfficerChoices } from './staff-api';

/**
 * The field officers who record for a cycle (issue 51): admins assign them from the accounts with the
 * field officer role (given in user administration) while the cycle is funding or running.
 */
export function OfficersCard({ cycleId, open }: { cycleId: string; open: boolean }) {
  const officers = useCycleOfficers(cycleId);
  const choices = useOfficerChoices(open);
  const invalidate = useInvalidate();
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const assigned = new Set((officers.data ?? []).map((officer) => officer.userId));
  const free = (choices.data ?? []).filter((choice) => !assigned.has(choice.id));
  const assign = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!userId) return setError(FIELD_MESSAGES.officerRequired);
    setBusy(true);
    setError(undefined);
    try {
      await api.post(`/field/cycles/${cycleId}/officers`, { userId });
      toast.success(FIELD_MESSAGES.officerAssigned);
      setUserId('');
      await invalidate(fieldStaffKeys.officers(cycleId));
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to assign the field officer'));
    } finally {
      setBusy(false);
    }
  };
  const unassign = async (officerId: string) => {
    try {
      await api.delete(`/field/cycles/${cycleId}/officers/${officerId}`);
      toast.success(FIELD_MESSAGES.officerUnassigned);
      await invalidate(fieldStaffKeys.officers(cycleId));
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to remove the field officer'));
    }
  };
  return (
    <CardSection id="field-officers-heading" title="Field officers" titleClassName="mb-3">
      <QueryState query={officers} loading="Loading the field officers..." failure="Could not load the field officers">
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-muted">No field officer records for this cycle yet.</p>
          ) : (
            <ul className="divide-y divide-stone-200 text-sm">
              {list.map((officer) => (
                <li key={officer.userId} className="flex items-center justify-between gap-2 py-2">
                  <span>
                    <span className="font-medium">{officer.name}</span>
                    <span className="block text-muted">
                      Since {formatStaffDate(officer.assignedAt)}
                      {officer.assignedByName ? `, by ${officer.assignedByName}` : ''}
                    </span>
                  </span>
                  {open && (
                    <button type="button" className="btn btn-ghost btn-sm text-red-700" aria-label={`Remove ${officer.name} from the cycle`} onClick={() => unassign(officer.userId)}>
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {open && (
        <form method="post" onSubmit={assign} noValidate className="mt-4 space-y-3">
          <Field label="Assign a field officer" error={error} hint={choices.data && free.length === 0 ? 'Every field officer is assigned. Give an account the Field officer role in Users to add one.' : undefined}>
            {(props) => (
              <select {...props} className="input" value={userId} onChange={(event) => setUserId(event.target.value)}>
                <option value="">Choose a field officer</option>
                {free.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.name} ({choice.email})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="submit" className="btn btn-outline" disabled={busy}>
            <UserPlus className="h-4 w-4" aria-hidden="true" /> {busy ? 'Assigning...' : 'Assign'}
          </button>
        </form>
      )}
    </CardSection>
  );
}
