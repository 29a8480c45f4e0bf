import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { Eye, EyeOff, MoreHorizontal, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ABOUT_IMAGE_TITLE_MAX, aboutImageSchema, CONTENT_IMAGE_MAX_BYTES, CONTENT_MESSAGES, type AboutImage } from '@app/contract';
import { api } from '../../lib/api';
import { Badge } from '../../ui/Badge';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { Loader } from '../../ui/Loader';
import { Modal, ModalFormActions } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { contentKeys, errorMessage, contractResolver, showSaveError, toFormData, useContentList, useContentMutation, useInvalidate, useReorder } from './query';
import { DragHandle, SortableList, useSortableItem } from './sortable';
import { CharCount, ContentImage, ImagePicker, LoadError, SearchBox, Toolbar } from './widgets';

type ImageForm = { title: string };

function AddImageModal({ onClose }: { onClose: () => void }) {
  const invalidate = useInvalidate();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { register, handleSubmit, watch, formState, setError } = useForm<ImageForm>({
    resolver: contractResolver<ImageForm>(aboutImageSchema),
    defaultValues: { title: '' },
  });
  const submit = handleSubmit(
    async (values) => {
      if (!file) return setFileError(CONTENT_MESSAGES.imageRequired);
      try {
        await api.post('/about/images', toFormData(values, { name: 'image', value: file }));
        toast.success('Image added successfully');
        await invalidate(contentKeys.aboutImages);
        onClose();
      } catch (error) {
        showSaveError(error, 'Failed to add image', setError);
      }
    },
    () => !file && setFileError(CONTENT_MESSAGES.imageRequired),
  );
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Add Image"
      description="New images join the end of the about-page slider."
      footer={<ModalFormActions formId="about-image-form" busy={formState.isSubmitting} submitLabel="Add Image" busyLabel="Uploading..." onCancel={onClose} />}
    >
      <form id="about-image-form" onSubmit={submit} noValidate className="space-y-4">
        <Field label="Title" required error={formState.errors.title?.message} hint={<CharCount value={watch('title')} max={ABOUT_IMAGE_TITLE_MAX} />}>
          {(props) => <input {...props} {...register('title')} maxLength={ABOUT_IMAGE_TITLE_MAX} className="input" />}
        </Field>
        <Field label="Image" required error={fileError ?? undefined}>
          {(props) => (
            <ImagePicker
              id={props.id}
              invalid={props['aria-invalid']}
              describedBy={props['aria-describedby']}
              file={file}
              onChange={setFile}
              onError={setFileError}
              maxBytes={CONTENT_IMAGE_MAX_BYTES}
              tooLargeMessage={CONTENT_MESSAGES.contentImageTooLarge}
              guidance="Landscape photos look best (about 3:2)."
              aspect="aspect-[3/2]"
            />
          )}
        </Field>
      </form>
    </Modal>
  );
}

function ImageCard({
  image,
  position,
  dragDisabled,
  onToggle,
  onDelete,
}: {
  image: AboutImage;
  position: number;
  dragDisabled: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { itemProps, handleProps, isDragging } = useSortableItem(image._id);
  return (
    <li
      {...itemProps}
      data-testid="about-image"
      className={clsx('overflow-hidden rounded-xl border bg-white shadow-sm', isDragging ? 'border-forest-400 shadow-xl' : 'border-stone-200')}
    >
      <div className="relative aspect-[3/2] bg-stone-100">
        <ContentImage src={image.image} alt={image.title} className={clsx('h-full w-full', image.disabled && 'opacity-40 grayscale')} />
        <span className="absolute left-2 top-2 rounded-md bg-black/55 px-1.5 py-0.5 text-[11px] font-semibold tabular-nums text-white">#{position}</span>
      </div>
      <div className="flex items-center gap-1.5 px-2 py-2">
        <DragHandle label={`Reorder image: ${image.title}`} disabled={dragDisabled} handleProps={handleProps} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-ink" title={image.title}>
            {image.title}
          </p>
          <Badge tone={image.disabled ? 'gray' : 'green'}>{image.disabled ? 'Disabled' : 'Enabled'}</Badge>
        </div>
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger className="rounded-md p-1.5 text-stone-500 hover:bg-stone-100 hover:text-ink" aria-label={`Actions for ${image.title}`}>
            <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-40 rounded-lg border border-stone-200 bg-white p-1 text-sm shadow-lg">
              <DropdownMenu.Item
                onSelect={onToggle}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-1.5 outline-none data-[highlighted]:bg-forest-50"
              >
                {image.disabled ? <Eye className="h-4 w-4" aria-hidden="true" /> : <EyeOff className="h-4 w-4" aria-hidden="true" />}
                {image.disabled ? 'Enable' : 'Disable'}
              </DropdownMenu.Item>
              <DropdownMenu.Item
                onSelect={onDelete}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-1.5 text-red-700 outline-none data-[highlighted]:bg-red-50"
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
    </li>
  );
}

/** /admin/about-images: the about-page gallery. */
export function AboutImagesAdmin() {
  const list = useContentList<AboutImage>(contentKeys.aboutImages, '/about/images');
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AboutImage | null>(null);
  const reorder = useReorder<AboutImage>({
    queryKey: contentKeys.aboutImages,
    path: '/about/images/order',
    bodyKey: 'images',
    success: 'Gallery order updated',
    failure: 'Failed to update gallery order',
  });
  const toggle = useContentMutation({
    queryKey: contentKeys.aboutImages,
    mutationFn: (image: AboutImage) => api.patch<{ data: AboutImage }>(`/about/images/${image._id}/toggle-status`),
    success: (result) => (result.data.disabled ? 'Image disabled successfully' : 'Image enabled successfully'),
    failure: 'Failed to toggle image status',
  });
  const remove = useContentMutation({
    queryKey: contentKeys.aboutImages,
    mutationFn: (image: AboutImage) => api.delete(`/about/images/${image._id}`),
    success: 'Image deleted successfully',
    failure: 'Failed to delete image',
  });

  const images = [...(list.data ?? [])].sort((a, b) => a.order - b.order);
  const needle = search.trim().toLowerCase();
  const shown = needle ? images.filter((image) => image.title.toLowerCase().includes(needle)) : images;
  const enabled = images.filter((image) => !image.disabled).length;

  return (
    <>
      <PageHeader
        title="About Image Management"
        description="Photos of the about-page slider. Drag to reorder; disabled images stay here but leave the public slider."
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add Image
          </button>
        }
      />
      <Toolbar>
        <SearchBox value={search} onChange={setSearch} label="Search images by title" />
        <p className="ml-auto text-xs text-muted">
          {images.length} images · {enabled} shown on the site
        </p>
      </Toolbar>
      {needle && shown.length > 0 && <p className="mb-2 text-xs text-muted">Clear the search to reorder images.</p>}
      {list.isPending ? (
        <Loader label="Loading images..." />
      ) : list.isError ? (
        <LoadError message={errorMessage(list.error, 'Error fetching images')} onRetry={() => list.refetch()} />
      ) : shown.length === 0 ? (
        needle ? (
          <EmptyState
            title="No images match your search"
            action={
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setSearch('')}>
                Clear Search
              </button>
            }
          />
        ) : (
          <EmptyState
            title="No images yet"
            hint="Add photos of the farms, the clusters and the people."
            action={
              <button type="button" className="btn btn-primary btn-sm" onClick={() => setAdding(true)}>
                Add Image
              </button>
            }
          />
        )
      ) : (
        <SortableList items={shown} layout="grid" getId={(image) => image._id} getLabel={(image) => image.title} onReorder={(next) => reorder.mutate(next)} disabled={Boolean(needle)}>
          <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4" aria-label="Gallery images">
            {shown.map((image) => (
              <ImageCard
                key={image._id}
                image={image}
                position={images.indexOf(image) + 1}
                dragDisabled={Boolean(needle)}
                onToggle={() => toggle.mutate(image)}
                onDelete={() => setDeleting(image)}
              />
            ))}
          </ul>
        </SortableList>
      )}
      {adding && <AddImageModal onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Image"
        message="Are you sure you want to delete this image? This cannot be undone."
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
      >
        {deleting && (
          <figure className="overflow-hidden rounded-lg border border-stone-200">
            <ContentImage src={deleting.image} alt={deleting.title} className="aspect-[3/2] w-full" />
            <figcaption className="px-3 py-2 text-sm font-medium">{deleting.title}</figcaption>
          </figure>
        )}
      </ConfirmDialog>
    </>
  );
}
