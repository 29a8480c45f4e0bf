/**
 * The field app's service worker (scope /field only: the public site and the back office never
 * load through it). Workbox precaches the /field page and the files it runs (the list is injected
 * at build time by build-tools/field-service-worker.ts), so the app opens with no network; data
 * lives in IndexedDB (app/features/field/device-store.ts), never in this worker's caches.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { FIELD_SYNC_MESSAGE, FIELD_SYNC_TAG } from '../app/features/field/sync-signals';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
/** Background Sync's event (Chromium's; TypeScript's worker library does not list it). */
type SyncEvent = ExtendableEvent & { tag: string };

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/**
 * Background Sync: the browser fires this when the network is back, even while the app sits in a
 * background tab. Sending needs the page's session cookies and XSRF header, and tus uploads run on
 * XMLHttpRequest (absent in a worker), so the worker wakes the open app to send its queue.
 */
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== FIELD_SYNC_TAG) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      for (const client of windows) client.postMessage(FIELD_SYNC_MESSAGE);
    }),
  );
});
