import { ImageOff, ImagePlus, Search, X } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { imageSrcSet, MB } from '@app/contract';

/** A search box with a clear button. */
export function SearchBox({ value, onChange, label, placeholder }: { value: string; onChange: (value: string) => void; label: string; placeholder?: string }) {
  const id = useId();
  return (
    <div className="relative w-full sm:w-72">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-400" aria-hidden="true" />
      <input
        id={id}
        type="search"
        className="input pl-9 pr-8"
        placeholder={placeholder ?? label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          className="absolute right-2 top-1/2 -translate-y-1/2 rounded p-0.5 text-stone-400 hover:text-ink"
          aria-label="Clear search"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

/** The bar above a list: search, filters and counts on one row. */
export function Toolbar({ children }: { children: ReactNode }) {
  return <div className="mb-4 flex flex-wrap items-center gap-2 rounded-xl border border-stone-200 bg-white p-3 shadow-sm">{children}</div>;
}

/** An uploaded image, or a placeholder when it is missing or fails to load. */
export function ContentImage({ src, alt, className = '', sizes }: { src: string | null | undefined; alt: string; className?: string; sizes?: string }) {
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [src]);
  if (!src || broken) {
    return (
      <div className={`flex items-center justify-center bg-stone-100 text-stone-400 ${className}`} role="img" aria-label={alt || 'Image unavailable'}>
        <ImageOff className="h-6 w-6" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={src.startsWith('blob:') ? undefined : imageSrcSet(src)}
      sizes={sizes ?? '320px'}
      alt={alt}
      loading="lazy"
      onError={() => setBroken(true)}
      className={`object-cover ${className}`}
    />
  );
}

/** "12/250" under a capped text field. */
export function CharCount({ value, max }: { value: string | undefined; max: number }) {
  const length = value?.length ?? 0;
  return (
    <span className={`text-xs tabular-nums ${length >= max ? 'font-semibold text-red-700' : 'text-muted'}`} aria-live="polite">
      {length}/{max}
    </span>
  );
}

/**
 * Image upload with a preview of the chosen file (or the current image), a guidance line and a
 * size check before upload with the same message the server gives.
 */
export function ImagePicker({
  id,
  current,
  file,
  onChange,
  maxBytes,
  tooLargeMessage,
  guidance,
  aspect = 'aspect-video',
  invalid,
  describedBy,
  onError,
}: {
  id: string;
  current?: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  maxBytes: number;
  tooLargeMessage: string;
  guidance: string;
  aspect?: string;
  invalid?: boolean;
  describedBy?: string;
  onError: (message: string | null) => void;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? current ?? null;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className={`w-40 shrink-0 overflow-hidden rounded-lg border border-stone-200 sm:w-44 ${aspect}`}>
        {shown ? (
          <ContentImage src={shown} alt="Selected image preview" className="h-full w-full" />
        ) : (
          <div className="flex h-full w-full items-center justify-center bg-stone-50 text-stone-300">
            <ImagePlus className="h-8 w-8" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex-1">
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className="block w-full text-sm text-muted file:mr-3 file:rounded-md file:border-0 file:bg-forest-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-forest-800 hover:file:bg-forest-100"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            if (chosen && chosen.size > maxBytes) {
              onError(tooLargeMessage.replace('{filename}', chosen.name));
              event.target.value = '';
              onChange(null);
              return;
            }
            onError(null);
            onChange(chosen);
          }}
        />
        <p className="mt-1.5 text-xs text-muted">
          {guidance} JPEG, PNG, WebP, GIF or AVIF, up to {Math.round(maxBytes / MB)}MB.
        </p>
      </div>
    </div>
  );
}
