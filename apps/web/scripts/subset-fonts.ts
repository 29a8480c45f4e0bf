/** `npm run fonts -w apps/web`: writes the core font files (build-tools/font-subsets.ts) after a Fontsource update or a new character. */
import fs from 'node:fs';
import path from 'node:path';
import { BENGALI_NAME, bengaliNameSubset, CORE_FONTS, coreSubset, FONTS_DIR } from '../build-tools/font-subsets.ts';

for (const { file, source } of CORE_FONTS) {
  const font = await coreSubset(source);
  fs.writeFileSync(path.join(FONTS_DIR, file), font);
  console.log(`${file}: ${(fs.statSync(source).size / 1024).toFixed(1)} KB -> ${(font.length / 1024).toFixed(1)} KB`);
}

const name = await bengaliNameSubset();
fs.writeFileSync(path.join(FONTS_DIR, BENGALI_NAME.file), name);
console.log(`${BENGALI_NAME.file}: ${(name.length / 1024).toFixed(1)} KB`);
