import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectsCommand, GetObjectCommand, HeadBucketCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/**
 * Where uploaded files live: one interface, two stores. The local disk under DATA_DIR is the
 * default; STORAGE=s3 puts every file in an S3-compatible bucket so several instances on several
 * machines read the same files. Keys are `uploads/<folder>/<file>` (public image variants, served
 * by the app with long cache headers) and `private/<file>` (resumes, ID documents: served only by
 * routes that check who asks). The bucket itself stays private: nothing is read from it directly.
 */

export const FILE_AREAS = ['uploads', 'private'] as const;

export type StoredFile = { body: Readable; size?: number };

export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under this key. */
  get(key: string): Promise<StoredFile | null>;
  delete(keys: readonly string[]): Promise<void>;
  /** Every key under an area ('uploads' or 'private'), for moves and backups. */
  list(area: (typeof FILE_AREAS)[number]): AsyncIterable<string>;
  /** Readiness: write and remove a probe file, so a full disk or a refused key fails here first. */
  probe(): Promise<void>;
}

/** Keys are made by the server, never taken from a client: anything else is a programming error. */
const KEY = /^(uploads|private)\/([a-z0-9-]+\/)?[A-Za-z0-9._-]+$/;
function checkKey(key: string) {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

export function localStorage(dataDir: string): FileStorage {
  const fileOf = (key: string) => path.join(dataDir, checkKey(key));
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        return { body: createReadStream(file), size: stat.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(fileOf(key), { force: true })));
    },
    async *list(area) {
      const root = path.join(dataDir, area);
      let names: string[];
      try {
        names = (await fs.readdir(root, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const name of names.sort()) {
        const key = `${area}/${name.split(path.sep).join('/')}`;
        if (KEY.test(key)) yield key;
      }
    },
    async probe() {
      const key = `uploads/.ready-${process.pid}-${crypto.randomUUID()}`;
      await this.put(key, Buffer.alloc(0), 'application/octet-stream');
      await this.delete([key]);
    },
  };
}

export type S3Settings = { endpoint?: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };

export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Only a failed request answers slowly: keep a readiness probe or an upload from hanging on a dead store.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return { body: object.Body as Readable, size: object.ContentLength };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(keys) {
      if (keys.length === 0) return;
      await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((key) => ({ Key: checkKey(key) })), Quiet: true } }));
    },
    async *list(area) {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${area}/`, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key && KEY.test(object.Key)) yield object.Key;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async probe() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}

/** Copies every file of one store into another (`npm run storage:move`); returns how many. */
export async function copyFiles(from: FileStorage, to: FileStorage, contentTypeOf: (key: string) => string): Promise<number> {
  let copied = 0;
  for (const area of FILE_AREAS) {
    for await (const key of from.list(area)) {
      const file = await from.get(key);
      if (!file) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(chunk as Buffer);
      await to.put(key, Buffer.concat(chunks), contentTypeOf(key));
      copied++;
    }
  }
  return copied;
}
