import imageCompression from 'browser-image-compression';

/** About 1600 px on the long side and 0.8 JPEG quality: a 12 MP photo (4 to 8 MB) becomes a few hundred KB, fit for a 2G link. */
export const PHOTO_LONG_SIDE_PX = 1600;
const PHOTO_QUALITY = 0.8;
const PHOTO_MAX_MB = 0.5;

/**
 * The photo as it leaves the phone: resized, re-encoded as JPEG, turned upright by its EXIF
 * orientation. On the page's own thread: the library's worker would load its code from a CDN.
 */
export function resizePhoto(file: File): Promise<Blob> {
  return imageCompression(file, {
    maxWidthOrHeight: PHOTO_LONG_SIDE_PX,
    maxSizeMB: PHOTO_MAX_MB,
    initialQuality: PHOTO_QUALITY,
    fileType: 'image/jpeg',
    useWebWorker: false,
  });
}
