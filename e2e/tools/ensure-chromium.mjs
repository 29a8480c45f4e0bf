// Before the browser suite: Debian's Chromium must be installed (never a downloaded browser).
// Missing, it is installed here when this machine allows it (root with apt-get); otherwise one line
// says what to install, within seconds.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(`Chromium is missing at ${chromium}: install Debian's package first (sudo apt-get install chromium), or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log(`Chromium is missing at ${chromium}: installing Debian's chromium package (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
  if (!fs.existsSync(chromium)) {
    console.error(`apt-get finished but ${chromium} is still missing: set CHROMIUM_PATH to Chromium's path.`);
    process.exit(1);
  }
}
