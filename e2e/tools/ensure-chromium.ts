// Before the browser suite: Debian's Chromium must be installed (never a downloaded browser).
import { ensureDebianPackage } from './debian-package.ts';

ensureDebianPackage({ path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium', name: 'Chromium', pathVariable: 'CHROMIUM_PATH' });
