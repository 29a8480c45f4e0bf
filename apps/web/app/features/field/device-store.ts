import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { FieldCycle, FieldRecordInput, FieldRecord } from '@app/contract';

/**
 * What the field app keeps on the phone, in IndexedDB through `idb`: the records made here (one
 * row per version, keyed by its client-made versionId), their resized photos (until uploaded) and
 * the officer's cycle list from the last sync. Nothing here is ever the only copy the server needs
 * to trust: the server validates every record again.
 */

/** Where a version made on this phone stands: waiting (or interrupted while sending), sent, or refused by the server. */
export type SendState = 'waiting' | 'sending' | 'sent' | 'rejected';

export type DeviceRecord = FieldRecordInput & {
  /** The number this phone gives the version (the first is 1); the server's own count is the one kept. */
  version: number;
  officerId: string;
  savedAt: string;
  state: SendState;
  /** The server's refusal, in its own words. */
  problem?: string;
  /** The office's review of this record, as last read from the server. */
  review?: Pick<FieldRecord, 'reviewStatus' | 'staffComment'>;
};

export type DevicePhoto = {
  photoId: string;
  cycleId: string;
  officerId: string;
  blob: Blob;
  takenAt: string;
  /** The tus upload's URL once the server made it: a dropped upload resumes there. */
  uploadUrl?: string;
  uploaded: boolean;
};

export type CycleSnapshot = { officerId: string; officerName: string; cycles: FieldCycle[]; syncedAt: string };

interface FieldDb extends DBSchema {
  records: { key: string; value: DeviceRecord; indexes: { byCycle: string; byState: SendState } };
  photos: { key: string; value: DevicePhoto };
  snapshot: { key: 'cycles'; value: CycleSnapshot };
}

let opening: Promise<IDBPDatabase<FieldDb>> | undefined;
function db() {
  opening ??= openDB<FieldDb>('breadbasket-field', 1, {
    upgrade(database) {
      const records = database.createObjectStore('records', { keyPath: 'versionId' });
      records.createIndex('byCycle', 'cycleId');
      records.createIndex('byState', 'state');
      database.createObjectStore('photos', { keyPath: 'photoId' });
      database.createObjectStore('snapshot');
    },
  });
  return opening;
}

export async function readSnapshot(): Promise<CycleSnapshot | undefined> {
  return (await db()).get('snapshot', 'cycles');
}
export async function writeSnapshot(snapshot: CycleSnapshot) {
  await (await db()).put('snapshot', snapshot, 'cycles');
}

/** A version and its new photos, kept in one transaction: a record never names a photo the phone lost. */
export async function keepRecord(record: DeviceRecord, photos: DevicePhoto[]) {
  const tx = (await db()).transaction(['records', 'photos'], 'readwrite');
  await Promise.all([tx.objectStore('records').add(record), ...photos.map((photo) => tx.objectStore('photos').put(photo)), tx.done]);
}

export async function recordsOfCycle(cycleId: string): Promise<DeviceRecord[]> {
  return (await db()).getAllFromIndex('records', 'byCycle', cycleId);
}

export async function allRecords(): Promise<DeviceRecord[]> {
  return (await db()).getAll('records');
}

/** Versions still to send, oldest first (an edit goes after the version it replaces). */
export async function unsentRecords(officerId: string): Promise<DeviceRecord[]> {
  const database = await db();
  const [waiting, sending] = await Promise.all([
    database.getAllFromIndex('records', 'byState', 'waiting'),
    database.getAllFromIndex('records', 'byState', 'sending'),
  ]);
  return [...waiting, ...sending].filter((record) => record.officerId === officerId).sort((a, b) => a.savedAt.localeCompare(b.savedAt));
}

export async function updateRecord(versionId: string, change: Partial<DeviceRecord>) {
  const tx = (await db()).transaction('records', 'readwrite');
  const record = await tx.store.get(versionId);
  if (record) await tx.store.put({ ...record, ...change });
  await tx.done;
}

export async function readPhoto(photoId: string): Promise<DevicePhoto | undefined> {
  return (await db()).get('photos', photoId);
}

export async function updatePhoto(photoId: string, change: Partial<DevicePhoto>) {
  const tx = (await db()).transaction('photos', 'readwrite');
  const photo = await tx.store.get(photoId);
  if (photo) await tx.store.put({ ...photo, ...change });
  await tx.done;
}
