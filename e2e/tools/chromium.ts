/**
 * Debian's Chromium (never a downloaded browser) and the flags every tool launches it with:
 * headless, no sandbox, and no network of its own (updates, sync, background fetches).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
