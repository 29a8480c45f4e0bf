import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_MESSAGES,
  STORY_LIMIT_DEFAULT,
  STORY_LINK_DISPLAY_MAX,
  STORY_SHORT_MAX,
  STORY_SORT_LABELS,
  STORY_SORTS,
  storySchema,
  type StoriesPage,
  type Story,
  type StorySort,
} from '@app/contract';
import { api, ApiError } from '../../lib/api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { Loader } from '../../ui/Loader';
import { Modal, ModalFormActions } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { contentKeys, errorMessage, contractResolver, nonEmpty, showSaveError, toFormData, useContentMutation, useInvalidate } from './query';
import { CharCount, ContentImage, ImagePicker, LoadError, Pager, SearchBox, Toolbar } from './widgets';

/** The story link as the list shows it: cut at 40 characters. */
export const shortLink = (url: string) => (url.length > STORY_LINK_DISPLAY_MAX ? `${url.slice(0, STORY_LINK_DISPLAY_MAX)}…` : url);

const storyDate = (story: Story) =>
  new Date(story.publishedDate ?? story.createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

type StoryForm = { name: string; role: string; url: string; short_story: string; full_story: string; tags: string; order: number };

function StoryModal({ story, total, onClose }: { story: Story | null; total: number; onClose: () => void }) {
  const invalidate = useInvalidate();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { register, handleSubmit, watch, formState, setError } = useForm<StoryForm>({
    resolver: contractResolver<StoryForm>(storySchema),
    defaultValues: {
      name: story?.name ?? '',
      role: story?.role ?? '',
      url: story?.url ?? '',
      short_story: story?.short_story ?? '',
      full_story: story?.full_story ?? '',
      tags: story?.tags.join(', ') ?? '',
      order: story?.order ?? total + 1,
    },
  });
  const needsImage = !story && !file;
  const submit = handleSubmit(
    async (values) => {
      if (needsImage) return setFileError(CONTENT_MESSAGES.imageRequired);
      const fields = story ? { ...nonEmpty(values), full_story: values.full_story ?? '' } : values;
      try {
        const body = toFormData(fields, { name: 'image', value: file });
        if (story) await api.put(`/ourStories/stories/${story._id}`, body);
        else await api.post('/ourStories/stories', body);
        toast.success(story ? 'Story updated successfully' : 'Story added successfully');
        await invalidate(contentKeys.storiesAll);
        onClose();
      } catch (error) {
        if (error instanceof ApiError && error.errors?.image) setFileError(error.errors.image);
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) showSaveError(error, story ? 'Failed to update story' : 'Failed to add story', setError);
        else showSaveError(error, 'Error saving story. Please try again.', setError);
      }
    },
    () => needsImage && setFileError(CONTENT_MESSAGES.imageRequired),
  );
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={story ? 'Edit Story' : 'Add New Story'}
      size="lg"
      footer={<ModalFormActions formId="story-form" busy={formState.isSubmitting} submitLabel={story ? 'Save Changes' : 'Add Story'} onCancel={onClose} />}
    >
      <form id="story-form" onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Name" required error={formState.errors.name?.message}>
            {(props) => <input {...props} {...register('name')} className="input" autoComplete="off" />}
          </Field>
          <Field label="Role" required error={formState.errors.role?.message} hint="e.g. Investor, London or Dairy farmer, Sirajganj">
            {(props) => <input {...props} {...register('role')} className="input" autoComplete="off" />}
          </Field>
        </div>
        <Field label="Link" required error={formState.errors.url?.message} hint="Where the full story lives, starting with http:// or https://">
          {(props) => <input {...props} {...register('url')} type="url" inputMode="url" placeholder="https://" className="input" />}
        </Field>
        <Field label="Short story" required error={formState.errors.short_story?.message} hint={<CharCount value={watch('short_story')} max={STORY_SHORT_MAX} />}>
          {(props) => <textarea {...props} {...register('short_story')} rows={3} maxLength={STORY_SHORT_MAX} className="input" />}
        </Field>
        <Field label="Full story" error={formState.errors.full_story?.message}>
          {(props) => <textarea {...props} {...register('full_story')} rows={5} className="input" />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <Field label="Tags" error={formState.errors.tags?.message} hint="Separate tags with commas">
            {(props) => <input {...props} {...register('tags')} className="input" placeholder="dairy, investor" />}
          </Field>
          <Field label="Display order" error={formState.errors.order?.message}>
            {(props) => <input {...props} type="number" min={1} step={1} {...register('order', { valueAsNumber: true })} className="input" />}
          </Field>
        </div>
        <Field label="Image" required={!story} error={fileError ?? undefined}>
          {(props) => (
            <ImagePicker
              id={props.id}
              invalid={props['aria-invalid']}
              describedBy={props['aria-describedby']}
              current={story?.image}
              file={file}
              onChange={setFile}
              onError={setFileError}
              maxBytes={CONTENT_IMAGE_MAX_BYTES}
              tooLargeMessage={CONTENT_MESSAGES.contentImageTooLarge}
              guidance="A portrait or landscape photo of the person."
            />
          )}
        </Field>
      </form>
    </Modal>
  );
}

/** /admin/stories: search, the five sorts, pages, add/edit and delete. */
export function StoriesAdmin() {
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<StorySort>('order');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Story | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Story | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchInput.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchInput]);

  const query = { page, limit: STORY_LIMIT_DEFAULT, sort, search };
  const list = useQuery({
    queryKey: contentKeys.stories(query),
    queryFn: () => api.get<StoriesPage>('/ourStories/stories', query),
    placeholderData: keepPreviousData,
  });
  const remove = useContentMutation({
    queryKey: contentKeys.storiesAll,
    mutationFn: (story: Story) => api.delete(`/ourStories/stories/${story._id}`),
    success: 'Story deleted successfully',
    failure: 'Failed to delete story',
  });

  const stories = list.data?.data ?? [];
  const pagination = list.data?.pagination;
  const total = pagination?.total ?? 0;
  useEffect(() => {
    if (pagination && pagination.pages > 0 && page > pagination.pages) setPage(pagination.pages);
  }, [pagination, page]);

  const clearSearch = () => {
    setSearchInput('');
    setSearch('');
    setPage(1);
  };

  return (
    <>
      <PageHeader
        title="Our Stories"
        description="Stories from farmers and investors, shown on the public site."
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing(null)}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add New Story
          </button>
        }
      />
      <Toolbar>
        <SearchBox value={searchInput} onChange={setSearchInput} label="Search stories" placeholder="Search by name, role or story" />
        <label htmlFor="story-sort" className="sr-only">
          Sort stories
        </label>
        <select
          id="story-sort"
          className="input w-auto"
          value={sort}
          onChange={(event) => {
            setSort(event.target.value as StorySort);
            setPage(1);
          }}
        >
          {(['order', '-createdAt', 'createdAt', 'name', '-name'] as const satisfies readonly (typeof STORY_SORTS)[number][]).map((value) => (
            <option key={value} value={value}>
              {STORY_SORT_LABELS[value]}
            </option>
          ))}
        </select>
        <p className="ml-auto text-xs text-muted">{total} stories</p>
      </Toolbar>

      {list.isPending ? (
        <Loader label="Loading stories..." />
      ) : list.isError ? (
        <LoadError message={errorMessage(list.error, 'Error fetching stories')} onRetry={() => list.refetch()} />
      ) : stories.length === 0 ? (
        search ? (
          <EmptyState
            title="No stories found"
            hint={`No story matches “${search}”.`}
            action={
              <button type="button" className="btn btn-outline btn-sm" onClick={clearSearch}>
                Clear Search
              </button>
            }
          />
        ) : (
          <EmptyState
            title="No stories yet"
            hint="Share how a farmer or an investor got on."
            action={
              <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing(null)}>
                Add New Story
              </button>
            }
          />
        )
      ) : (
        <ul className="divide-y divide-stone-100 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm" aria-label="Stories" aria-busy={list.isFetching}>
          {stories.map((story) => (
            <li key={story._id} className="grid grid-cols-[4rem_1fr] items-start gap-3 p-3 sm:grid-cols-[7rem_1fr_auto]" data-testid="story-item">
              <ContentImage src={story.image} alt={story.name} className="h-16 w-16 rounded-lg sm:h-20 sm:w-28" sizes="112px" />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-baseline gap-x-2">
                  <p className="text-sm font-semibold text-ink">{story.name}</p>
                  <p className="text-xs text-muted">{story.role}</p>
                  <span className="text-xs text-stone-400">·</span>
                  <p className="text-xs text-muted">{storyDate(story)}</p>
                  <span className="rounded bg-stone-100 px-1.5 text-[10px] font-semibold text-stone-500">#{story.order}</span>
                </div>
                <p className="mt-1 line-clamp-2 text-sm text-muted">{story.short_story}</p>
                <a href={story.url} target="_blank" rel="noreferrer noopener" className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-forest-700 hover:underline" title={story.url}>
                  {shortLink(story.url)}
                  <ExternalLink className="h-3 w-3" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
                {story.tags.length > 0 && (
                  <ul className="mt-1.5 flex flex-wrap gap-1" aria-label="Tags">
                    {story.tags.map((tag) => (
                      <li key={tag} className="rounded-full bg-forest-50 px-2 py-0.5 text-[10px] font-semibold text-forest-700">
                        {tag}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div className="col-span-2 flex justify-end gap-1 sm:col-span-1">
                <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(story)} aria-label={`Edit story of ${story.name}`}>
                  <Pencil className="h-3.5 w-3.5" aria-hidden="true" /> Edit
                </button>
                <button type="button" className="btn btn-ghost btn-sm text-red-700 hover:bg-red-50" onClick={() => setDeleting(story)} aria-label={`Delete story of ${story.name}`}>
                  <Trash2 className="h-3.5 w-3.5" aria-hidden="true" /> Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pagination && <Pager page={pagination.page} pages={pagination.pages} onPage={setPage} />}

      {editing !== undefined && <StoryModal story={editing} total={total} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Story"
        message="Are you sure you want to delete this story? This cannot be undone."
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => setDeleting(null),
          })
        }
      >
        {deleting && (
          <div className="flex items-center gap-3 rounded-lg bg-stone-50 p-3">
            <ContentImage src={deleting.image} alt={deleting.name} className="h-12 w-16 rounded" sizes="64px" />
            <div className="min-w-0">
              <p className="text-sm font-semibold">{deleting.name}</p>
              <p className="truncate text-xs text-muted">{deleting.short_story}</p>
            </div>
          </div>
        )}
      </ConfirmDialog>
    </>
  );
}
