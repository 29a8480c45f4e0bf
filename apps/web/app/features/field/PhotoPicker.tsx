import { useEffect, useId, useState } from 'react';
import { Camera, X } from 'lucide-react';
import type { FieldWords } from './words';
import { resizePhoto } from './resize-photo';

export type PickedPhoto = { photoId: string; blob: Blob };

/** Thumbnails of the picked photos (object URLs, revoked when they go). */
function Thumbnail({ photo, alt }: { photo: PickedPhoto; alt: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const objectUrl = URL.createObjectURL(photo.blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [photo.blob]);
  return url ? <img src={url} alt={alt} className="h-24 w-24 rounded-lg object-cover" /> : null;
}

/** The camera input: each photo is made small on the phone as soon as it is taken. */
export function PhotoPicker({
  words,
  photos,
  onChange,
  max,
  error,
}: {
  words: FieldWords;
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  max: number;
  error?: string;
}) {
  const id = useId();
  const [preparing, setPreparing] = useState(false);
  const pick = async (files: FileList | null) => {
    if (!files?.length) return;
    setPreparing(true);
    try {
      const added: PickedPhoto[] = [];
      for (const file of [...files].slice(0, max - photos.length)) added.push({ photoId: crypto.randomUUID(), blob: await resizePhoto(file) });
      onChange([...photos, ...added]);
    } finally {
      setPreparing(false);
    }
  };
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="label">{words.fields.photos}</legend>
      {photos.length > 0 && (
        <ul className="mb-3 flex flex-wrap gap-3">
          {photos.map((photo, index) => (
            <li key={photo.photoId} className="relative">
              <Thumbnail photo={photo} alt={words.fields.photoAlt(index + 1)} />
              <button
                type="button"
                className="absolute -right-2 -top-2 flex h-10 w-10 items-center justify-center rounded-full bg-white text-ink shadow ring-1 ring-black/10"
                onClick={() => onChange(photos.filter((other) => other.photoId !== photo.photoId))}
                aria-label={words.fields.removePhoto(index + 1)}
              >
                <X className="h-5 w-5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < max && (
        <label
          htmlFor={id}
          className="btn btn-outline flex min-h-12 w-full cursor-pointer items-center justify-center gap-2 focus-within:outline focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-wheat-400"
        >
          <Camera className="h-5 w-5" aria-hidden="true" />
          {words.fields.addPhoto}
          <input
            id={id}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            onChange={(event) => {
              void pick(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
      )}
      <p role="status" className="mt-1 text-sm text-muted">
        {preparing ? words.fields.preparingPhoto : ''}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
