import crypto from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { API_PREFIX, IMAGE_WIDTHS } from '@app/contract';
import { badRequest, HttpError, notFound } from './http.ts';
import { BODY_UNREADABLE, cleanText } from './input.ts';

/**
 * The one upload pipeline: multipart parts are read with a per-field size limit, their type is
 * decided by content (magic bytes), images are re-encoded to WebP variants without metadata,
 * and documents go to private storage that no public URL reaches.
 */

type UploadKind = 'image' | 'document';

export type FileRule = {
  kind: UploadKind;
  maxBytes: number;
  /** Message when the file is larger than maxBytes. `{filename}` is replaced. */
  tooLargeMessage?: string;
  /** Message when the content is not an accepted type. `{filename}` is replaced. */
  wrongTypeMessage?: string;
  /** Documents: accepted types by content (detected extension -> accepted file-name endings). Default: resumes'. */
  documentTypes?: Record<string, string[]>;
};

export type ReceivedFile = {
  field: string;
  filename: string;
  buffer: Buffer;
  mime: string;
  ext: string;
};

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
/** .pdf, .doc (OLE compound file) and .docx, by content. */
const RESUME_DOCUMENT_TYPES: Record<string, string[]> = {
  pdf: ['.pdf'],
  cfb: ['.doc'],
  docx: ['.docx'],
};

const fill = (template: string, filename: string) => template.replaceAll('{filename}', filename);

async function readLimited(part: MultipartFile, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of part.file) {
    size += chunk.length;
    if (size > maxBytes) tooLarge = true;
    else chunks.push(chunk as Buffer);
  }
  if (tooLarge || part.file.truncated) return null;
  return Buffer.concat(chunks);
}

/**
 * Reads a multipart request. Text fields come back as strings (repeated fields as arrays);
 * files only for the fields named in `rules`, each checked by size and content.
 * Unknown file fields are refused. A rejected request throws a 400 before anything is stored.
 */
export async function readMultipart(
  request: FastifyRequest,
  rules: Record<string, FileRule>,
): Promise<{ fields: Record<string, string | string[]>; files: Record<string, ReceivedFile> }> {
  if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data request.');
  // Client-named fields: no prototype to reach through `__proto__` or `constructor`.
  const fields: Record<string, string | string[]> = Object.create(null);
  const files: Record<string, ReceivedFile> = Object.create(null);
  try {
    await readParts(request, rules, fields, files);
  } catch (error) {
    // A body that is not well-formed multipart (no boundary, cut short, bad headers) is the client's mistake.
    if (error instanceof HttpError) throw error;
    throw badRequest(BODY_UNREADABLE);
  }
  return { fields, files };
}

async function readParts(
  request: FastifyRequest,
  rules: Record<string, FileRule>,
  fields: Record<string, string | string[]>,
  files: Record<string, ReceivedFile>,
) {
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      const value = cleanText(String(part.value ?? ''));
      const existing = fields[part.fieldname];
      fields[part.fieldname] = existing === undefined ? value : ([] as string[]).concat(existing, value);
      continue;
    }
    const rule = Object.hasOwn(rules, part.fieldname) ? rules[part.fieldname] : undefined;
    const filename = path.basename(part.filename || 'file');
    if (!rule) {
      part.file.resume();
      throw badRequest(`Unexpected file field "${part.fieldname}".`, { [part.fieldname]: 'Unexpected file' });
    }
    const buffer = await readLimited(part, rule.maxBytes);
    if (!buffer) {
      const message = fill(rule.tooLargeMessage ?? 'File {filename} is too large.', filename);
      throw badRequest(message, { [part.fieldname]: message });
    }
    if (buffer.length === 0) continue; // an empty file input: treat as not sent
    const detected = await fileTypeFromBuffer(buffer);
    const wrongType = () => {
      const message = fill(
        rule.wrongTypeMessage ?? (rule.kind === 'image' ? 'Please select an image file' : 'Only .pdf, .doc and .docx files are accepted.'),
        filename,
      );
      return badRequest(message, { [part.fieldname]: message });
    };
    if (rule.kind === 'image') {
      if (!detected || !IMAGE_TYPES.has(detected.mime)) throw wrongType();
    } else {
      const types = new Map(Object.entries(rule.documentTypes ?? RESUME_DOCUMENT_TYPES));
      const allowedExts = detected ? types.get(detected.ext) : undefined;
      const nameExt = path.extname(filename).toLowerCase();
      if (!allowedExts || !allowedExts.includes(nameExt)) throw wrongType();
    }
    files[part.fieldname] = { field: part.fieldname, filename, buffer, mime: detected!.mime, ext: detected!.ext };
  }
}

export type StoredImage = { url: string };

/** Public images: DATA_DIR/uploads/<folder>/<id>.webp plus <id>-<width>.webp for srcset. */
export async function storeImage(dataDir: string, folder: string, file: ReceivedFile | Buffer): Promise<StoredImage> {
  const buffer = Buffer.isBuffer(file) ? file : file.buffer;
  const safeFolder = folder.replace(/[^a-z0-9-]/gi, '');
  const dir = path.join(dataDir, 'uploads', safeFolder);
  await fs.mkdir(dir, { recursive: true });
  const id = crypto.randomUUID();
  let image: ReturnType<typeof sharp>;
  try {
    image = sharp(buffer, { failOn: 'error' }).rotate();
    await image.metadata();
  } catch {
    throw badRequest('The image could not be read. Please choose another file.');
  }
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  const written = [path.join(dir, `${id}.webp`), ...IMAGE_WIDTHS.map((width) => path.join(dir, `${id}-${width}.webp`))];
  try {
    await image.clone().resize({ width: largest, withoutEnlargement: true }).webp({ quality: 82 }).toFile(written[0]!);
    for (const width of IMAGE_WIDTHS) {
      await image
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toFile(path.join(dir, `${id}-${width}.webp`));
    }
  } catch {
    // A valid header over corrupt pixel data only fails while decoding: still bad input, not a 500.
    await Promise.all(written.map((file) => fs.rm(file, { force: true })));
    throw badRequest('The image could not be read. Please choose another file.');
  }
  return { url: `${API_PREFIX}/uploads/${safeFolder}/${id}.webp` };
}

/** Removes an image stored by storeImage and its variants. Foreign URLs (seeded or external) are left alone. */
export async function deleteStoredImage(dataDir: string, url: string | null | undefined) {
  const prefix = `${API_PREFIX}/uploads/`;
  if (!url || !url.startsWith(prefix)) return;
  const relative = url.slice(prefix.length);
  const match = /^([a-z0-9-]+)\/([0-9a-f-]{36})\.webp$/i.exec(relative);
  if (!match) return;
  const [, folder, id] = match;
  const dir = path.join(dataDir, 'uploads', folder!);
  await Promise.all([`${id}.webp`, ...IMAGE_WIDTHS.map((w) => `${id}-${w}.webp`)].map((name) => fs.rm(path.join(dir, name), { force: true })));
}

/** Private documents (resumes, cover letters, ID documents): stored under a random key outside the public folder. */
export async function storeDocument(dataDir: string, file: ReceivedFile): Promise<string> {
  const dir = path.join(dataDir, 'private');
  await fs.mkdir(dir, { recursive: true });
  const key = `${crypto.randomUUID()}.${file.ext === 'cfb' ? 'doc' : file.ext}`;
  await fs.writeFile(path.join(dir, key), file.buffer);
  return key;
}

export function privateDocumentPath(dataDir: string, key: string) {
  if (!/^[0-9a-f-]{36}\.(pdf|doc|docx|jpg|png)$/.test(key)) throw badRequest('Invalid document key');
  return path.join(dataDir, 'private', key);
}

export async function deleteDocument(dataDir: string, key: string | null | undefined) {
  if (!key) return;
  await fs.rm(privateDocumentPath(dataDir, key), { force: true });
}

const DOCUMENT_MIME: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** Streams a private document with its original name; the key itself is never exposed. */
export function sendDocument(reply: FastifyReply, dataDir: string, key: string, filename: string) {
  const file = privateDocumentPath(dataDir, key);
  if (!existsSync(file)) throw notFound('File not found');
  const ext = key.slice(key.lastIndexOf('.') + 1);
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('Content-Type', DOCUMENT_MIME[ext] ?? 'application/octet-stream')
    .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`)
    .header('Cache-Control', 'private, no-store')
    .send(createReadStream(file));
}
