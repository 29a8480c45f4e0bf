// Before the browser suite: Debian's Chromium and its headless shell must be installed (never a downloaded browser).
import { ensureDebianPackage } from './debian-package.ts';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './chromium.ts';

ensureDebianPackage({ path: CHROMIUM_PATH, pkg: 'chromium', name: 'Chromium', pathVariable: 'CHROMIUM_PATH' });
ensureDebianPackage({ path: HEADLESS_SHELL_PATH, pkg: 'chromium-headless-shell', name: "Chromium's headless shell", pathVariable: 'HEADLESS_SHELL_PATH' });
// poppler's pdftotext: the PDF tests read a Bengali statement's text as a PDF reader copies it (its ActualText).
ensureDebianPackage({
  path: process.env.PDFTOTEXT_PATH ?? '/usr/bin/pdftotext',
  pkg: 'poppler-utils',
  name: "poppler's pdftotext",
  pathVariable: 'PDFTOTEXT_PATH',
});
