/**
 * Compiles the two catalogues (messages/en.json, messages/bn.json) into one tree-shakable function
 * per message under src/paraglide/ (generated, not committed). `npm install`, build, test, typecheck
 * and lint all run it first, and Vitest's global setup too, so `npx vitest run` alone works. A
 * compile takes seconds (the type declarations most of them): it is skipped when the catalogues,
 * the project settings and this file are what the last compile read.
 *
 * The language is never guessed from a cookie or the browser: a message is given its language, or
 * takes the scope's (src/language-scope.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'src/paraglide');
const stamp = path.join(outdir, '.inputs-hash');
const inputs = ['messages/en.json', 'messages/bn.json', 'project.inlang/settings.json', 'scripts/compile-messages.ts'];

export async function compileMessages() {
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(fs.readFileSync(path.join(root, input)));
  const digest = hash.digest('hex');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === digest) return;
  const { compile } = await import('@inlang/paraglide-js');
  await compile({
    project: path.join(root, 'project.inlang'),
    outdir,
    strategy: ['baseLocale'],
    emitTsDeclarations: true,
    emitReadme: false,
    emitGitIgnore: false,
    emitPrettierIgnore: false,
  });
  fs.writeFileSync(stamp, digest);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await compileMessages();

/** Vitest's global setup (vitest.config.ts). */
export { compileMessages as setup };
