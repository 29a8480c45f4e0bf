import clsx from 'clsx';
import { ChevronDown, ChevronLeft, ChevronRight, ChevronsDownUp, ChevronsUpDown, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  CONTENT_MESSAGES,
  TEAM_COLUMN_DEFAULT,
  TEAM_COLUMN_MAX,
  TEAM_COLUMN_MIN,
  TEAM_PHOTO_MAX_BYTES,
  teamMemberSchema,
  type TeamMember,
} from '@app/contract';
import { api, ApiError } from '../../lib/api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { Loader } from '../../ui/Loader';
import { Modal, ModalFormActions } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { contentKeys, errorMessage, contractResolver, nonEmpty, showSaveError, toFormData, useContentList, useContentMutation, useInvalidate, useReorder } from './query';
import { DragHandle, SortableList, useSortableItem } from './sortable';
import { ContentImage, ImagePicker, LoadError, SearchBox, Toolbar } from './widgets';

const COLUMNS = Array.from({ length: TEAM_COLUMN_MAX - TEAM_COLUMN_MIN + 1 }, (_, i) => TEAM_COLUMN_MIN + i);

type MemberForm = { name: string; position: string; gridColumn: number; order: number };

function MemberModal({ member, count, onClose }: { member: TeamMember | null; count: number; onClose: () => void }) {
  const invalidate = useInvalidate();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { register, control, handleSubmit, formState, setError } = useForm<MemberForm>({
    resolver: contractResolver<MemberForm>(teamMemberSchema),
    defaultValues: {
      name: member?.name ?? '',
      position: member?.position ?? '',
      gridColumn: member?.gridColumn ?? TEAM_COLUMN_DEFAULT,
      order: member?.order ?? count + 1,
    },
  });
  const needsImage = !member && !file;
  const submit = handleSubmit(
    async (values) => {
      if (needsImage) return setFileError(CONTENT_MESSAGES.imageRequired);
      const body = toFormData(member ? nonEmpty(values) : values, { name: 'image', value: file });
      try {
        if (member) await api.put(`/team/members/${member._id}`, body);
        else await api.post('/team/members', body);
        toast.success(member ? 'Team member updated successfully' : 'Team member added successfully');
        await invalidate(contentKeys.team);
        onClose();
      } catch (error) {
        if (error instanceof ApiError && error.errors?.image) setFileError(error.errors.image);
        showSaveError(error, member ? 'Failed to update team member' : 'Failed to add team member', setError);
      }
    },
    () => needsImage && setFileError(CONTENT_MESSAGES.imageRequired),
  );
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={member ? 'Edit Team Member' : 'Add Team Member'}
      size="lg"
      footer={<ModalFormActions formId="team-form" busy={formState.isSubmitting} submitLabel={member ? 'Save Changes' : 'Add Member'} onCancel={onClose} />}
    >
      <form id="team-form" onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Name" required error={formState.errors.name?.message}>
            {(props) => <input {...props} {...register('name')} className="input" autoComplete="off" />}
          </Field>
          <Field label="Position" required error={formState.errors.position?.message}>
            {(props) => <input {...props} {...register('position')} className="input" autoComplete="off" />}
          </Field>
        </div>
        <Field label="Photo" required={!member} error={fileError ?? undefined}>
          {(props) => (
            <ImagePicker
              id={props.id}
              invalid={props['aria-invalid']}
              describedBy={props['aria-describedby']}
              current={member?.image}
              file={file}
              onChange={setFile}
              onError={setFileError}
              maxBytes={TEAM_PHOTO_MAX_BYTES}
              tooLargeMessage={CONTENT_MESSAGES.teamPhotoTooLarge}
              guidance="Square photo, 400x400 px."
              aspect="aspect-square"
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <fieldset>
            <legend className="label">Grid column</legend>
            <Controller
              control={control}
              name="gridColumn"
              render={({ field }) => (
                <div className="flex gap-1.5" role="radiogroup" aria-label="Grid column">
                  {COLUMNS.map((column) => (
                    <label
                      key={column}
                      className={clsx(
                        'flex h-9 flex-1 cursor-pointer items-center justify-center rounded-lg border text-sm font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-wheat-400',
                        Number(field.value) === column ? 'border-forest-700 bg-forest-700 text-white' : 'border-stone-300 text-stone-600 hover:border-forest-400',
                      )}
                    >
                      <input type="radio" className="sr-only" name={field.name} value={column} checked={Number(field.value) === column} onChange={() => field.onChange(column)} />
                      {column}
                    </label>
                  ))}
                </div>
              )}
            />
            {formState.errors.gridColumn && <p className="field-error">{formState.errors.gridColumn.message}</p>}
          </fieldset>
          <Field label="Display order" error={formState.errors.order?.message}>
            {(props) => <input {...props} type="number" min={1} step={1} {...register('order', { valueAsNumber: true })} className="input" />}
          </Field>
        </div>
      </form>
    </Modal>
  );
}

function GridPreview({ members }: { members: TeamMember[] }) {
  return (
    <section aria-labelledby="team-grid-heading" className="card mb-6 p-4">
      <div className="mb-3 flex items-baseline justify-between">
        <h2 id="team-grid-heading" className="font-sans text-sm font-semibold text-ink">
          Grid preview
        </h2>
        <p className="text-xs text-muted">How the team page lays out its five columns</p>
      </div>
      <div className="overflow-x-auto">
        <div className="grid min-w-[640px] grid-cols-5 gap-2">
          {COLUMNS.map((column) => {
            const inColumn = members.filter((member) => member.gridColumn === column);
            return (
              <div key={column} className="rounded-lg bg-stone-50 p-2" data-testid={`team-column-${column}`}>
                <p className="mb-2 text-center text-[11px] font-semibold uppercase tracking-wide text-stone-400">Column {column}</p>
                <ul className="space-y-1.5">
                  {inColumn.map((member) => (
                    <li key={member._id} className="flex items-center gap-2 rounded-md bg-white p-1.5 shadow-sm ring-1 ring-stone-200">
                      <ContentImage src={member.image} alt="" className="h-7 w-7 shrink-0 rounded-full" sizes="28px" />
                      <span className="min-w-0">
                        <span className="block truncate text-xs font-semibold text-ink">{member.name}</span>
                        <span className="block truncate text-[10px] text-muted">{member.position}</span>
                      </span>
                    </li>
                  ))}
                  {inColumn.length === 0 && <li className="py-3 text-center text-[11px] text-stone-400">Empty</li>}
                </ul>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}

function MemberRow({
  member,
  expanded,
  dragDisabled,
  moving,
  onToggle,
  onMove,
  onEdit,
  onDelete,
}: {
  member: TeamMember;
  expanded: boolean;
  dragDisabled: boolean;
  moving: boolean;
  onToggle: () => void;
  onMove: (direction: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { itemProps, handleProps, isDragging } = useSortableItem(member._id);
  const iconButton = 'rounded-md p-1.5 text-stone-500 hover:bg-stone-100 hover:text-forest-800 disabled:cursor-not-allowed disabled:opacity-30';
  return (
    <li {...itemProps} data-testid="team-member" className={clsx('rounded-xl border bg-white shadow-sm', isDragging ? 'border-forest-400 shadow-lg' : 'border-stone-200')}>
      <div className="flex flex-wrap items-center gap-2 p-2">
        <DragHandle label={`Reorder team member: ${member.name}`} disabled={dragDisabled} handleProps={handleProps} />
        <ContentImage src={member.image} alt={member.name} className="h-10 w-10 shrink-0 rounded-full" sizes="40px" />
        <button type="button" onClick={onToggle} aria-expanded={expanded} className="flex min-w-0 flex-1 items-center gap-2 text-left">
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-semibold text-ink">{member.name}</span>
            <span className="block truncate text-xs text-muted">{member.position}</span>
          </span>
          <ChevronDown className={clsx('h-4 w-4 shrink-0 text-stone-400 transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
        </button>
        <div className="flex w-full shrink-0 items-center justify-end gap-0.5 border-t border-stone-100 pt-1 sm:w-auto sm:border-0 sm:pt-0">
          <button type="button" className={iconButton} disabled={moving || member.gridColumn <= TEAM_COLUMN_MIN} onClick={() => onMove(-1)} aria-label={`Move ${member.name} left`}>
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          </button>
          <span className="w-16 text-center text-xs font-semibold tabular-nums text-forest-800" data-testid="team-member-column">
            Column {member.gridColumn}
          </span>
          <button type="button" className={iconButton} disabled={moving || member.gridColumn >= TEAM_COLUMN_MAX} onClick={() => onMove(1)} aria-label={`Move ${member.name} right`}>
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </button>
          <span className="mx-1 hidden h-5 w-px bg-stone-200 sm:block" aria-hidden="true" />
          <button type="button" className={iconButton} onClick={onEdit} aria-label={`Edit ${member.name}`}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </button>
          <button type="button" className={clsx(iconButton, 'hover:bg-red-50 hover:text-red-700')} onClick={onDelete} aria-label={`Delete ${member.name}`}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      {expanded && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 border-t border-stone-100 px-4 py-3 text-xs sm:grid-cols-4">
          <div>
            <dt className="text-muted">Display order</dt>
            <dd className="font-semibold text-ink">{member.order}</dd>
          </div>
          <div>
            <dt className="text-muted">Grid column</dt>
            <dd className="font-semibold text-ink">{member.gridColumn}</dd>
          </div>
          <div>
            <dt className="text-muted">Added</dt>
            <dd className="font-semibold text-ink">{new Date(member.createdAt).toLocaleDateString('en-US', { dateStyle: 'long' })}</dd>
          </div>
          <div>
            <dt className="text-muted">Last updated</dt>
            <dd className="font-semibold text-ink">{new Date(member.updatedAt).toLocaleDateString('en-US', { dateStyle: 'long' })}</dd>
          </div>
        </dl>
      )}
    </li>
  );
}

/** /admin/team: five-column grid preview, drag reorder, column moves, add/edit and delete. */
export function TeamAdmin() {
  const list = useContentList<TeamMember>(contentKeys.team, '/team/members');
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<TeamMember | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  const reorder = useReorder<TeamMember>({
    queryKey: contentKeys.team,
    path: '/team/members-order',
    bodyKey: 'members',
    success: 'Team member order updated',
    failure: 'Failed to update team member order',
  });
  const move = useContentMutation({
    queryKey: contentKeys.team,
    mutationFn: ({ member, gridColumn }: { member: TeamMember; gridColumn: number }) => api.patch(`/team/members/${member._id}/grid-column`, { gridColumn }),
    success: (_result, { member, gridColumn }) => `Moved ${member.name} to Column ${gridColumn}`,
    failure: 'Failed to move team member',
  });
  const remove = useContentMutation({
    queryKey: contentKeys.team,
    mutationFn: (member: TeamMember) => api.delete(`/team/members/${member._id}`),
    success: 'Team member deleted successfully',
    failure: 'Failed to delete team member',
  });

  const members = [...(list.data ?? [])].sort((a, b) => a.order - b.order);
  const needle = search.trim().toLowerCase();
  const shown = needle ? members.filter((m) => m.name.toLowerCase().includes(needle) || m.position.toLowerCase().includes(needle)) : members;
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const onMove = (member: TeamMember, direction: -1 | 1) => {
    const gridColumn = member.gridColumn + direction;
    if (gridColumn < TEAM_COLUMN_MIN || gridColumn > TEAM_COLUMN_MAX) return;
    move.mutate({ member, gridColumn });
  };

  return (
    <>
      <PageHeader
        title="Team Members"
        description="The people on the about page. Drag to set the order; move left or right to change their column."
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing(null)}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add Member
          </button>
        }
      />
      {list.isPending ? (
        <Loader label="Loading team members..." />
      ) : list.isError ? (
        <LoadError message={errorMessage(list.error, 'Error fetching team members')} onRetry={() => list.refetch()} />
      ) : (
        <>
          {members.length > 0 && <GridPreview members={members} />}
          <Toolbar>
            <SearchBox value={search} onChange={setSearch} label="Search team members" placeholder="Search by name or position" />
            <div className="ml-auto flex items-center gap-1">
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => setExpanded(expanded.size ? new Set() : new Set(shown.map((m) => m._id)))}
              >
                {expanded.size ? <ChevronsDownUp className="h-4 w-4" aria-hidden="true" /> : <ChevronsUpDown className="h-4 w-4" aria-hidden="true" />}
                {expanded.size ? 'Collapse All' : 'Expand All'}
              </button>
              <span className="ml-2 text-xs text-muted">{members.length} members</span>
            </div>
          </Toolbar>
          {shown.length === 0 ? (
            needle ? (
              <EmptyState
                title="No team members match your search"
                action={
                  <button type="button" className="btn btn-outline btn-sm" onClick={() => setSearch('')}>
                    Clear Search
                  </button>
                }
              />
            ) : (
              <EmptyState
                title="No team members yet"
                hint="Add the people investors will meet."
                action={
                  <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing(null)}>
                    Add Member
                  </button>
                }
              />
            )
          ) : (
            <SortableList items={shown} getId={(m) => m._id} getLabel={(m) => m.name} onReorder={(next) => reorder.mutate(next)} disabled={Boolean(needle)}>
              <ol className="space-y-2" aria-label="Team members">
                {shown.map((member) => (
                  <MemberRow
                    key={member._id}
                    member={member}
                    expanded={expanded.has(member._id)}
                    dragDisabled={Boolean(needle)}
                    moving={move.isPending}
                    onToggle={() => toggle(member._id)}
                    onMove={(direction) => onMove(member, direction)}
                    onEdit={() => setEditing(member)}
                    onDelete={() => setDeleting(member)}
                  />
                ))}
              </ol>
            </SortableList>
          )}
        </>
      )}
      {editing !== undefined && <MemberModal member={editing} count={members.length} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Team Member"
        message="Are you sure you want to delete this team member? Their photo is removed too."
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
      >
        {deleting && (
          <div className="flex items-center gap-3 rounded-lg bg-stone-50 p-3">
            <ContentImage src={deleting.image} alt={deleting.name} className="h-12 w-12 rounded-full" sizes="48px" />
            <div>
              <p className="text-sm font-semibold">{deleting.name}</p>
              <p className="text-xs text-muted">{deleting.position}</p>
            </div>
          </div>
        )}
      </ConfirmDialog>
    </>
  );
}
