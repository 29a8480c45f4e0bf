import { imageSrcSet } from '@app/contract';
import clsx from 'clsx';
import type { ComponentProps } from 'react';

/**
 * The frames a photo is shown in. Width and height reserve its box before it loads and the aspect class
 * keeps that box at every width: one fact, so they are written together.
 */
const FRAMES = {
  banner: { width: 960, height: 540, aspect: 'aspect-video' },
  photo: { width: 960, height: 720, aspect: 'aspect-[4/3]' },
  portrait: { width: 480, height: 480, aspect: 'aspect-square' },
} as const;

/**
 * An uploaded photo at full width of its frame, offered in the resized variants the upload pipeline made
 * (`srcSet`), so a phone downloads a small file. Lazy unless told otherwise.
 */
export function UploadedPhoto({
  src,
  alt,
  frame,
  className,
  loading = 'lazy',
  ...img
}: { src: string; alt: string; frame: keyof typeof FRAMES } & Omit<ComponentProps<'img'>, 'src' | 'alt' | 'srcSet' | 'width' | 'height'>) {
  const { width, height, aspect } = FRAMES[frame];
  return (
    <img
      src={src}
      srcSet={imageSrcSet(src)}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      className={clsx(aspect, 'h-auto w-full object-cover', className)}
      {...img}
    />
  );
}
