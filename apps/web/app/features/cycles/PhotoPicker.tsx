import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { CONTENT_MESSAGES, CYCLE_MESSAGES, CYCLE_PHOTO_MAX_BYTES, CYCLE_UPDATE_PHOTOS_MAX } from '@app/contract';

/** A chosen photo and the object URL of its preview (revoked when the photo is removed or the picker unmounts). */
export type ChosenPhoto = { file: File; preview: string };

/** Chosen photos to add to `current`, or the message that refuses them (too many, not an image, too large). */
function choose(current: ChosenPhoto[], files: File[]): { added: ChosenPhoto[] } | { error: string } {
  if (current.length + files.length > CYCLE_UPDATE_PHOTOS_MAX) return { error: CYCLE_MESSAGES.tooManyPhotos };
  if (files.some((file) => !file.type.startsWith('image/'))) return { error: CONTENT_MESSAGES.imageWrongType };
  if (files.some((file) => file.size > CYCLE_PHOTO_MAX_BYTES)) return { error: CYCLE_MESSAGES.photoTooLarge };
  return { added: files.map((file) => ({ file, preview: URL.createObjectURL(file) })) };
}

/**
 * The photos of a cycle update before it is published: a file picker styled as a button (the
 * real input stays focusable, so the keyboard opens it), a preview of each chosen photo and a
 * button to remove it.
 */
export function PhotoPicker({
  photos,
  onChange,
  error,
  onError,
}: {
  photos: ChosenPhoto[];
  onChange: (photos: ChosenPhoto[]) => void;
  error?: string;
  onError: (message: string | undefined) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The previews alive at unmount are revoked then; removed ones are revoked at once.
  const shown = useRef(photos);
  shown.current = photos;
  useEffect(() => () => shown.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), []);
  // After a removal, focus goes back to the picker (once it is enabled again), not to the page's start.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    input.current?.focus();
  }, [photos]);

  const add = (files: File[]) => {
    if (!files.length) return;
    const result = choose(photos, files);
    if ('error' in result) return onError(result.error);
    onError(undefined);
    onChange([...photos, ...result.added]);
  };
  const remove = (photo: ChosenPhoto) => {
    URL.revokeObjectURL(photo.preview);
    onError(undefined);
    refocus.current = true;
    onChange(photos.filter((other) => other !== photo));
  };
  const full = photos.length >= CYCLE_UPDATE_PHOTOS_MAX;
  return (
    <fieldset>
      <legend className="label">Photos</legend>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        disabled={full}
        className="peer sr-only"
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          add([...(event.target.files ?? [])]);
          // The same file can be chosen again after it was removed.
          event.target.value = '';
        }}
      />
      <label
        htmlFor={id}
        className={`btn btn-outline btn-sm cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-wheat-400 ${full ? 'pointer-events-none opacity-60' : ''}`}
      >
        <ImagePlus className="h-4 w-4" aria-hidden="true" /> Add photos
      </label>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
        Up to {CYCLE_UPDATE_PHOTOS_MAX}, JPEG, PNG or WebP, 5 MB each. {photos.length ? `${photos.length} chosen.` : 'None chosen yet.'}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      {photos.length > 0 && (
        <ul aria-label="Chosen photos" className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={photo.preview} className="relative overflow-hidden rounded-lg border border-stone-200 bg-stone-50">
              <img src={photo.preview} alt={`Preview of photo ${index + 1}: ${photo.file.name}`} className="aspect-[4/3] w-full object-cover" />
              <p className="truncate px-2 py-1 text-xs text-muted" title={photo.file.name}>
                {photo.file.name}
              </p>
              <button
                type="button"
                className="absolute right-1.5 top-1.5 inline-flex h-8 w-8 items-center justify-center rounded-full bg-white/90 text-red-700 shadow hover:bg-white"
                aria-label={`Remove photo ${index + 1}: ${photo.file.name}`}
                onClick={() => remove(photo)}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
