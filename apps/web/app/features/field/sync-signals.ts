/** Names the page and the service worker share (service-worker/field-sw.ts). */
export const FIELD_SYNC_TAG = 'field-records';
export const FIELD_SYNC_MESSAGE = 'field-sync';
/** The service worker's URL and scope: /field only. */
export const FIELD_SW_URL = '/field-sw.js';
export const FIELD_SCOPE = '/field';
