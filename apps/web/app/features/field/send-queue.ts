import { Upload } from 'tus-js-client';
import type { FieldRecordInput } from '@app/contract';
import { api, ApiError, apiUrl, errorMessage, xsrfHeader } from '../../lib/api';
import { readPhoto, unsentRecords, updatePhoto, updateRecord, type DevicePhoto, type DeviceRecord } from './device-store';

/**
 * Sends the phone's queue: for each waiting version, its photos first (tus, resumable: the upload's
 * URL is kept with the photo, so a dropped link resumes where it stopped), then the record. The
 * server stores a versionId once, so a version sent twice (a retry after a lost answer, two tabs)
 * is one record; a Web Lock keeps two tabs of this phone from sending at the same time anyway.
 */

export type SendOutcome = 'done' | 'offline' | 'signed-out' | 'busy';

const LOCK = 'breadbasket-field-send';
/** Small pieces on a weak link: a drop loses at most one of them. */
const CHUNK_BYTES = 128 * 1024;

class SignedOut extends Error {}
class Offline extends Error {}

function uploadPhoto(photo: DevicePhoto): Promise<void> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(photo.blob, {
      endpoint: apiUrl('/field/photos'),
      uploadUrl: photo.uploadUrl ?? null,
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1000, 3000],
      metadata: { photoId: photo.photoId, cycleId: photo.cycleId, takenAt: photo.takenAt },
      headers: xsrfHeader(),
      // The URL lives in IndexedDB with the photo (below), not in tus's own localStorage list.
      storeFingerprintForResuming: false,
      onUploadUrlAvailable: () => void updatePhoto(photo.photoId, { uploadUrl: upload.url ?? undefined }),
      onSuccess: () => resolve(),
      onError: (error) => {
        const status = 'originalResponse' in error ? error.originalResponse?.getStatus() : undefined;
        if (status === 401) reject(new SignedOut());
        else if (!status) reject(new Offline());
        else reject(new ApiError(error.message, status));
      },
    });
    upload.start();
  });
}

/** The body the server takes: the stored version without what only this phone keeps. */
export function recordInput(record: DeviceRecord): FieldRecordInput {
  const { versionId, recordId, cycleId, recordedAt, position, photoIds, details } = record;
  return { versionId, recordId, cycleId, recordedAt, position, photoIds, details };
}

async function sendRecord(record: DeviceRecord, onProgress: () => void) {
  await updateRecord(record.versionId, { state: 'sending' });
  onProgress();
  try {
    for (const photoId of record.photoIds) {
      const photo = await readPhoto(photoId);
      if (photo && !photo.uploaded) {
        await uploadPhoto(photo);
        await updatePhoto(photoId, { uploaded: true });
      }
    }
    await api.post('/field/records', recordInput(record), { stayOnPage: true });
    await updateRecord(record.versionId, { state: 'sent', problem: undefined });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : undefined;
    if (error instanceof SignedOut || status === 401) {
      await updateRecord(record.versionId, { state: 'waiting' });
      throw new SignedOut();
    }
    if (error instanceof Offline || status === 0 || (status !== undefined && status >= 500)) {
      await updateRecord(record.versionId, { state: 'waiting' });
      throw new Offline();
    }
    // The server refused this version (400, 403, 409): it stays on the phone with the reason.
    await updateRecord(record.versionId, { state: 'rejected', problem: errorMessage(error, String(status ?? '')) });
  }
}

/** Sends every waiting version of `officerId`, oldest first; stops at the first sign the link or the session is gone. */
export async function sendQueue(officerId: string, onProgress: () => void): Promise<SendOutcome> {
  const run = async (): Promise<SendOutcome> => {
    for (const record of await unsentRecords(officerId)) {
      try {
        await sendRecord(record, onProgress);
      } catch (error) {
        onProgress();
        if (error instanceof SignedOut) return 'signed-out';
        return 'offline';
      }
      onProgress();
    }
    return 'done';
  };
  if (typeof navigator === 'undefined' || !navigator.locks) return run();
  return navigator.locks.request(LOCK, { ifAvailable: true }, (lock) => (lock ? run() : 'busy'));
}
