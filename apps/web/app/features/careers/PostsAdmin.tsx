import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowUpDown, Briefcase, CheckCircle2, Eye, Inbox, Pencil, Plus, Power, Sparkles, Trash2 } from 'lucide-react';
import { CAREER_POST_MESSAGES, type CareerPost, formatStaffDate } from '@app/contract';
import { Badge } from '../../ui/Badge';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, queryTableState, type Column } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { StatCard } from '../../ui/StatCard';
import { SearchFilter } from '../../ui/admin/filters';
import { useReorder } from '../../ui/admin/query';
import { DragHandle, SortableList, useSortableItem } from '../../ui/admin/sortable';
import { careerKeys, useDeletePost, usePostStats, usePosts, useTogglePost } from './admin-api';
import { PostDetailView } from './PostDetailView';
import { openWhileChosen } from '../../ui/openWhileChosen';

/** Manage Career Postings (back-office.md §2): stats, search, table, row actions, reorder, detail view. */
export function PostsAdmin() {
  const [params, setParams] = useSearchParams();
  const viewing = params.get('view');
  const [search, setSearch] = useState('');
  const [reordering, setReordering] = useState(false);
  const [deleting, setDeleting] = useState<CareerPost | null>(null);

  const posts = usePosts(search);
  const stats = usePostStats();
  const toggle = useTogglePost();
  const remove = useDeletePost();
  const reorder = useReorder<CareerPost>({
    queryKey: careerKeys.posts(''),
    path: '/career/posts-order',
    bodyKey: 'posts',
    success: 'Posts order updated',
    failure: 'Error updating posts order',
  });

  const view = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('view', id);
      else next.delete('view');
      return next;
    });

  const confirmDelete = (
    <ConfirmDialog
      {...openWhileChosen(deleting, () => setDeleting(null))}
      title="Delete career post"
      message={CAREER_POST_MESSAGES.deleteConfirm}
      busy={remove.isPending}
      onConfirm={() =>
        deleting &&
        remove.mutate(deleting, {
          onSuccess: () => {
            setDeleting(null);
            if (viewing) setTimeout(() => view(null), 2000);
          },
        })
      }
    >
      {deleting && <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm font-medium text-ink">{deleting.role}</p>}
    </ConfirmDialog>
  );

  if (viewing) {
    return (
      <>
        <PostDetailView id={viewing} onBack={() => view(null)} onDelete={setDeleting} />
        {confirmDelete}
      </>
    );
  }

  const list = posts.data ?? [];
  const columns: Column<CareerPost>[] = [
    {
      key: 'role',
      header: 'Job Title',
      cell: (post) => (
        <button type="button" className="text-left font-medium text-forest-800 hover:underline" onClick={() => view(post._id)}>
          {post.role}
        </button>
      ),
    },
    { key: 'department', header: 'Department', cell: (post) => post.department },
    { key: 'vacancy', header: 'Vacancy', cell: (post) => post.vacancy, className: 'text-center' },
    {
      key: 'applications',
      header: 'Applications',
      className: 'text-center',
      cell: (post) => (
        <Link
          to={`/admin/careers/applications?jobPost=${post._id}`}
          className="font-medium text-forest-700 hover:underline"
          aria-label={`${post.applications ?? 0} applications for ${post.role}`}
        >
          {post.applications ?? 0}
          {(post.recentApplications ?? 0) > 0 && <span className="ml-1 text-xs text-muted">(+{post.recentApplications} new)</span>}
        </Link>
      ),
    },
    { key: 'deadline', header: 'Deadline', className: 'whitespace-nowrap', cell: (post) => formatStaffDate(post.deadline) },
    { key: 'status', header: 'Status', cell: (post) => <Badge tone={post.isActive ? 'green' : 'gray'}>{post.isActive ? 'Active' : 'Inactive'}</Badge> },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'text-right whitespace-nowrap',
      cell: (post) => (
        <div className="flex justify-end gap-1">
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => view(post._id)} aria-label={`View ${post.role}`} title="View">
            <Eye className="h-4 w-4" aria-hidden="true" />
          </button>
          <Link to={`/admin/careers/edit/${post._id}`} className="btn btn-ghost btn-sm" aria-label={`Edit ${post.role}`} title="Edit">
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Link>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => toggle.mutate(post)}
            disabled={toggle.isPending}
            aria-label={`${post.isActive ? 'Deactivate' : 'Activate'} ${post.role}`}
            title={post.isActive ? 'Deactivate' : 'Activate'}
          >
            <Power className={`h-4 w-4 ${post.isActive ? 'text-forest-700' : 'text-stone-400'}`} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm text-red-700"
            onClick={() => setDeleting(post)}
            aria-label={`Delete ${post.role}`}
            title="Delete"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title="Manage Career Postings"
        description="Open roles on the public careers page. Drag to change the order visitors see."
        actions={
          <Link to="/admin/careers/create" className="btn btn-primary">
            <Plus className="h-4 w-4" aria-hidden="true" /> Create New Job Post
          </Link>
        }
      />
      <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Active Job Postings" value={stats.data?.activePosts ?? '–'} icon={CheckCircle2} />
        <StatCard label="Total Job Postings" value={stats.data?.totalPosts ?? '–'} icon={Briefcase} tone="wheat" />
        <StatCard label="Total Applications" value={stats.data?.totalApplications ?? '–'} icon={Inbox} tone="sky" />
        <StatCard label="New Applications (7 days)" value={stats.data?.recentApplications ?? '–'} icon={Sparkles} tone="earth" />
      </div>

      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchFilter
          id="career-post-search"
          label="Search job postings"
          hideLabel
          className="min-w-0 flex-1 sm:max-w-sm"
          placeholder="Search by title, department, or location"
          value={search}
          onSearch={setSearch}
        />
        {list.length > 1 && (
          <button
            type="button"
            className={`btn ${reordering ? 'btn-primary' : 'btn-outline'}`}
            onClick={() => {
              setReordering((value) => !value);
              setSearch('');
            }}
            aria-pressed={reordering}
          >
            <ArrowUpDown className="h-4 w-4" aria-hidden="true" /> {reordering ? 'Done reordering' : 'Reorder'}
          </button>
        )}
      </div>

      {reordering && !search ? (
        <ReorderList posts={list} onReorder={(next) => reorder.mutate(next)} busy={reorder.isPending} />
      ) : (
        <DataTable
          caption="Career postings"
          columns={columns}
          {...queryTableState(posts, 'Loading career posts...', 'Error fetching career posts')}
          rowClassName={(post) => (post.isActive ? '' : 'bg-stone-50 text-muted [&_td]:opacity-75')}
          empty={
            <EmptyState
              title="No Job Postings Found"
              hint={search ? 'No posting matches your search.' : 'Create your first job posting to get started.'}
              action={
                <Link to="/admin/careers/create" className="btn btn-primary">
                  <Plus className="h-4 w-4" aria-hidden="true" /> Create New Job Post
                </Link>
              }
            />
          }
        />
      )}
      {confirmDelete}
    </div>
  );
}

function ReorderList({ posts, onReorder, busy }: { posts: CareerPost[]; onReorder: (next: CareerPost[]) => void; busy: boolean }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white">
      <p className="border-b border-stone-200 px-4 py-2 text-xs text-muted">
        Drag a posting by its handle, or focus the handle and press Space, then the arrow keys, then Space to drop.
      </p>
      <SortableList items={posts} getId={(post) => post._id} getLabel={(post) => post.role} onReorder={onReorder} disabled={busy}>
        <ol className="divide-y divide-stone-100">
          {posts.map((post, index) => (
            <ReorderRow key={post._id} post={post} position={index + 1} disabled={busy} />
          ))}
        </ol>
      </SortableList>
    </div>
  );
}

function ReorderRow({ post, position, disabled }: { post: CareerPost; position: number; disabled: boolean }) {
  const { itemProps, handleProps, isDragging } = useSortableItem(post._id);
  return (
    <li {...itemProps} className={`flex items-center gap-3 bg-white px-4 py-2.5 text-sm ${isDragging ? 'shadow-lg ring-1 ring-forest-200' : ''}`}>
      <DragHandle label={`Move ${post.role}`} handleProps={handleProps} disabled={disabled} />
      <span className="w-6 text-right text-xs tabular-nums text-muted">{position}</span>
      <span className={`flex-1 font-medium ${post.isActive ? 'text-ink' : 'text-muted'}`}>{post.role}</span>
      <span className="hidden text-muted sm:inline">{post.department}</span>
      <Badge tone={post.isActive ? 'green' : 'gray'}>{post.isActive ? 'Active' : 'Inactive'}</Badge>
    </li>
  );
}
