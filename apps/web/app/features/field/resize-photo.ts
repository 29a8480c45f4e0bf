import imageCompression from 'browser-image-compression';
import { FIELD_LIMITS } from '@app/contract';

/** JPEG at 0.8 quality, at most 0.5 MB: a 12 MP photo (4 to 8 MB) becomes a few hundred KB, fit for a 2G link. */
const PHOTO_QUALITY = 0.8;
const PHOTO_MAX_MB = 0.5;

/**
 * The photo as it leaves the phone: resized to the contract's longest edge, re-encoded as JPEG, turned upright by its EXIF
 * orientation. On the page's own thread: the library's worker would load its code from a CDN.
 */
export function resizePhoto(file: File): Promise<Blob> {
  return imageCompression(file, {
    maxWidthOrHeight: FIELD_LIMITS.photoMaxEdge,
    maxSizeMB: PHOTO_MAX_MB,
    initialQuality: PHOTO_QUALITY,
    fileType: 'image/jpeg',
    useWebWorker: false,
  });
}
