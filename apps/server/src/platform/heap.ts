import v8 from 'node:v8';

/**
 * Turns off V8's allocation-site pretenuring for this process. Once most objects from one place in
 * the code outlive a young-generation collection, V8 has later objects from that place born in the
 * old generation, which only a full collection clears. The database driver builds every row in one
 * place, so a few large reads whose rows lived across a collection were enough: from then on each
 * row of a long CSV export, and the strings it holds, landed in the old generation, and a
 * million-row export grew the heap by 170-280 MB before a full collection ran. Without
 * pretenuring those rows die young (+5 MB; `npm run bench:scale` measures it). Server work is
 * short-lived requests, which gain nothing from pretenuring.
 */
export function keepShortLivedObjectsYoung() {
  v8.setFlagsFromString('--no-allocation-site-pretenuring');
}
