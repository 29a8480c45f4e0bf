import { useCallback, useEffect, useRef, useState } from 'react';
import { FIELD_OFFICER_ROLES, hasRole, type FieldCycle, type FieldRecord } from '@app/contract';
import { api, ApiError } from '../../lib/api';
import { fetchCurrentUser } from '../auth/session';
import { allRecords, readSnapshot, updateRecord, writeSnapshot, type CycleSnapshot, type DeviceRecord } from './device-store';
import { sendQueue } from './send-queue';
import { FIELD_SCOPE, FIELD_SW_URL, FIELD_SYNC_MESSAGE, FIELD_SYNC_TAG } from './sync-signals';

/** Tabs of this app on one phone tell each other when the store changed. */
const CHANNEL = 'breadbasket-field';

export type Access = 'checking' | 'officer' | 'signed-out' | 'not-officer' | 'offline';

type CyclesAnswer = { success: true; data: FieldCycle[] };
type RecordsAnswer = { success: true; data: FieldRecord[] };

/** The latest review the office gave each record sent from here. */
async function readReviews(cycles: FieldCycle[]) {
  const records = await allRecords();
  for (const cycle of cycles) {
    const answer = await api.get<RecordsAnswer>('/field/records', { cycleId: cycle.id, limit: 100 }, { stayOnPage: true });
    for (const view of answer.data) {
      const local = records.find((record) => record.versionId === view.versionId);
      if (local) await updateRecord(local.versionId, { review: { reviewStatus: view.reviewStatus, staffComment: view.staffComment } });
    }
  }
}

/**
 * The field app's state on this phone: the cycle list from the last sync and every record kept here,
 * read from IndexedDB first (so the app works offline), then refreshed from the server when there is
 * a network: who is signed in, the officer's cycles, the queue sent, the office's reviews read.
 */
export function useFieldDevice() {
  const [snapshot, setSnapshot] = useState<CycleSnapshot>();
  const [records, setRecords] = useState<DeviceRecord[]>([]);
  const [access, setAccess] = useState<Access>('checking');
  const [online, setOnline] = useState(true);
  const [sending, setSending] = useState(false);
  const channel = useRef<BroadcastChannel | null>(null);

  const reload = useCallback(async () => {
    const [stored, kept] = await Promise.all([readSnapshot(), allRecords()]);
    setSnapshot(stored);
    setRecords(kept);
  }, []);

  /** After this tab changed the store: re-read it here and tell the other tabs. */
  const changed = useCallback(async () => {
    await reload();
    channel.current?.postMessage('changed');
  }, [reload]);

  const sync = useCallback(async () => {
    if (!navigator.onLine) {
      setAccess((current) => (current === 'checking' ? 'offline' : current));
      return;
    }
    setSending(true);
    try {
      const user = await fetchCurrentUser(true);
      if (!user) return setAccess('signed-out');
      if (!hasRole(user.userRole, FIELD_OFFICER_ROLES)) return setAccess('not-officer');
      setAccess('officer');
      const cycles = (await api.get<CyclesAnswer>('/field/cycles', undefined, { stayOnPage: true })).data;
      await writeSnapshot({ officerId: user.id, officerName: user.name, cycles, syncedAt: new Date().toISOString() });
      await reload();
      const outcome = await sendQueue(user.id, () => void changed());
      if (outcome === 'signed-out') return setAccess('signed-out');
      if (outcome === 'done') await readReviews(cycles);
      await changed();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setAccess('signed-out');
      else setAccess((current) => (current === 'checking' ? 'offline' : current));
    } finally {
      setSending(false);
    }
  }, [reload, changed]);

  useEffect(() => {
    setOnline(navigator.onLine);
    void reload().then(sync);
    channel.current = new BroadcastChannel(CHANNEL);
    channel.current.onmessage = () => void reload();
    const goOnline = () => {
      setOnline(true);
      void sync();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    const fromWorker = (event: MessageEvent) => {
      if (event.data === FIELD_SYNC_MESSAGE) void sync();
    };
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    void navigator.serviceWorker?.register(FIELD_SW_URL, { scope: FIELD_SCOPE }).catch((error) => console.error('Field service worker', error));
    return () => {
      channel.current?.close();
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, [reload, sync]);

  /** After a record is kept: ask for Background Sync where the browser has it, and try at once. */
  const queued = useCallback(async () => {
    await changed();
    const registration = await navigator.serviceWorker?.getRegistration(FIELD_SCOPE);
    const syncManager = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await syncManager?.register(FIELD_SYNC_TAG).catch(() => undefined);
    void sync();
  }, [changed, sync]);

  return { snapshot, records, access, online, sending, sync, queued };
}
