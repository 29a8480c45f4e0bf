import { pathToFileURL } from 'node:url';
import { loadConfig, type Config } from '../config.ts';
import { copyFiles, localStorage, s3Storage } from '../platform/storage.ts';
import { contentTypeOfKey } from '../platform/uploads.ts';

/**
 * `npm run storage:move`: copies every uploaded file under DATA_DIR (uploads/ and private/) into
 * the bucket that STORAGE=s3 names, keys unchanged, so the stored URLs and document keys keep
 * working. Copying is safe to repeat; the local files stay until you remove them.
 */
export async function moveLocalFilesToBucket(config: Config): Promise<number> {
  if (config.storage.kind !== 's3')
    throw new Error('Set STORAGE=s3 and the S3_* settings of the bucket to move the files into (docs/operations.md, "File storage").');
  const bucket = s3Storage(config.storage);
  await bucket.probe();
  return copyFiles(localStorage(config.dataDir), bucket, contentTypeOfKey);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const config = loadConfig();
  moveLocalFilesToBucket(config).then(
    (count) => console.log(`Copied ${count} file(s) from ${config.dataDir} into the bucket.`),
    (error: Error) => {
      console.error(`Move failed: ${error.message}`);
      process.exit(1);
    },
  );
}
