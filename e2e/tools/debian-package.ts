import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * A program from a Debian package must be there before the suite or the bench starts. Missing, it is
 * installed when this machine allows it (root with apt-get); otherwise one line says what to install,
 * within seconds.
 */
export function ensureDebianPackage({ path, pkg, name, pathVariable }: { path: string; pkg: string; name: string; pathVariable: string }) {
  if (fs.existsSync(path)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) {
    console.error(`${name} is missing at ${path}: install Debian's package first (sudo apt-get install ${pkg}), or set ${pathVariable}.`);
    process.exit(1);
  }
  console.log(`${name} is missing at ${path}: installing Debian's ${pkg} package (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', pkg], { stdio: 'inherit', env });
  if (!fs.existsSync(path)) {
    console.error(`apt-get finished but ${path} is still missing: set ${pathVariable} to ${name}'s path.`);
    process.exit(1);
  }
}
