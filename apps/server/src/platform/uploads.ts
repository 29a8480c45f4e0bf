import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { API_PREFIX, FILE_NOT_FOUND, IMAGE_WIDTHS } from '@app/contract';
import { badRequest, HttpError, notFound } from './http.ts';
import { BODY_UNREADABLE, cleanText } from './input.ts';
import type { FileStorage } from './storage.ts';

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

const IMAGE_URL_PREFIX = `${API_PREFIX}/uploads/`;
const PUBLIC_IMAGE = /^[a-z0-9-]+\/[A-Za-z0-9._-]+\.webp$/;

/** An image re-encoded as WebP without its metadata (GPS included): the full size and each srcset width. */
export type EncodedImage = { width: number; height: number; full: Buffer; variants: { width: number; bytes: Buffer }[] };

/**
 * The one image encoding every upload goes through: turned upright by its EXIF orientation, then
 * written as WebP (which keeps no metadata) at the largest width and at each of IMAGE_WIDTHS.
 * Bytes that are no readable image are the client's mistake: a 400, never a 500.
 */
export async function encodeImage(buffer: Buffer): Promise<EncodedImage> {
  try {
    const image = sharp(buffer, { failOn: 'error' }).rotate();
    const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
    const full = await image.clone().resize({ width: largest, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    const variants = [];
    for (const width of IMAGE_WIDTHS) variants.push({ width, bytes: await image.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer() });
    return { width: full.info.width, height: full.info.height, full: full.data, variants };
  } catch {
    // A valid header over corrupt pixel data only fails while decoding: still bad input, not a 500.
    throw badRequest('The image could not be read. Please choose another file.');
  }
}

/** Puts each [key, bytes] of an image in the storage: all of them, or none (what was put is removed). */
export async function putImageFiles(storage: FileStorage, files: [string, Buffer][]) {
  try {
    await Promise.all(files.map(([key, bytes]) => storage.put(key, bytes, PUBLIC_IMAGE_MEDIA_TYPE)));
  } catch (error) {
    await storage.delete(files.map(([key]) => key)).catch(() => {});
    throw error;
  }
}

/** Public images: uploads/<folder>/<id>.webp plus <id>-<width>.webp for srcset, in the file storage. */
export async function storeImage(storage: FileStorage, folder: string, file: ReceivedFile | Buffer): Promise<StoredImage> {
  const buffer = Buffer.isBuffer(file) ? file : file.buffer;
  const safeFolder = folder.replace(/[^a-z0-9-]/gi, '').toLowerCase();
  const id = crypto.randomUUID();
  const image = await encodeImage(buffer);
  await putImageFiles(storage, [
    [`uploads/${safeFolder}/${id}.webp`, image.full],
    ...image.variants.map(({ width, bytes }): [string, Buffer] => [`uploads/${safeFolder}/${id}-${width}.webp`, bytes]),
  ]);
  return { url: `${IMAGE_URL_PREFIX}${safeFolder}/${id}.webp` };
}

/** Removes an image stored by storeImage and its variants. Foreign URLs (seeded or external) are left alone. */
export async function deleteStoredImage(storage: FileStorage, url: string | null | undefined) {
  if (!url || !url.startsWith(IMAGE_URL_PREFIX)) return;
  const match = /^([a-z0-9-]+)\/([0-9a-f-]{36})\.webp$/i.exec(url.slice(IMAGE_URL_PREFIX.length));
  if (!match) return;
  const [, folder, id] = match;
  await storage.delete([`${id}.webp`, ...IMAGE_WIDTHS.map((w) => `${id}-${w}.webp`)].map((name) => `uploads/${folder}/${name}`));
}

/** GET /api/v1/uploads/<folder>/<file>.webp: a public image variant, cached for a year (names never change). */
/** Every public upload is a processed WebP variant. */
export const PUBLIC_IMAGE_MEDIA_TYPE = 'image/webp';

export async function sendPublicImage(reply: FastifyReply, storage: FileStorage, relative: string) {
  if (!PUBLIC_IMAGE.test(relative)) throw notFound(FILE_NOT_FOUND);
  const file = await storage.get(`uploads/${relative}`);
  if (!file) throw notFound(FILE_NOT_FOUND);
  if (file.size !== undefined) reply.header('Content-Length', file.size);
  return (
    reply
      .header('Content-Type', PUBLIC_IMAGE_MEDIA_TYPE)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      // Public by design, and shown in mails: a webmail page on another origin must be allowed to draw them.
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(file.body)
  );
}

const DOCUMENT_KEY = /^[0-9a-f-]{36}\.(pdf|doc|docx|jpg|png)$/;

const DOCUMENT_MIME: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** What a resume or cover letter download may be (RESUME_DOCUMENT_TYPES), for the API document. */
export const APPLICATION_DOCUMENT_MEDIA_TYPES = [DOCUMENT_MIME.pdf!, DOCUMENT_MIME.doc!, DOCUMENT_MIME.docx!];

/** The content type a stored file is served with, by its name (moves between stores keep it). */
export function contentTypeOfKey(key: string): string {
  if (key.endsWith('.webp')) return 'image/webp';
  return DOCUMENT_MIME[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** Private documents (resumes, cover letters, ID documents): stored under a random key outside the public area. */
export async function storeDocument(storage: FileStorage, file: Pick<ReceivedFile, 'buffer' | 'ext'>): Promise<string> {
  const key = `${crypto.randomUUID()}.${file.ext === 'cfb' ? 'doc' : file.ext}`;
  await storage.put(`private/${key}`, file.buffer, contentTypeOfKey(key));
  return key;
}

function privateKey(key: string) {
  if (!DOCUMENT_KEY.test(key)) throw badRequest('Invalid document key');
  return `private/${key}`;
}

export async function deleteDocument(storage: FileStorage, key: string | null | undefined) {
  if (!key) return;
  await storage.delete([privateKey(key)]);
}

/** Streams a private document with its original name, after the caller's access check; the key itself is never exposed. */
export async function sendDocument(reply: FastifyReply, storage: FileStorage, key: string, filename: string, options: { inline?: boolean } = {}) {
  const file = await storage.get(privateKey(key));
  if (!file) throw notFound(FILE_NOT_FOUND);
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (file.size !== undefined) reply.header('Content-Length', file.size);
  // Shown on a page of this site (an image, or a PDF in its frame): framed by this site only, nothing
  // else loaded.
  if (options.inline)
    reply
      .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; object-src 'self'; frame-ancestors 'self'")
      .header('X-Frame-Options', 'SAMEORIGIN');
  return reply
    .header('Content-Type', contentTypeOfKey(key))
    .header('Content-Disposition', `${options.inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`)
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}

/** Streams a private image variant (a field photo) after the caller's access check; the browser may keep it in its own cache. */
export async function sendPrivateImage(reply: FastifyReply, storage: FileStorage, key: string) {
  const file = await storage.get(key);
  if (!file) throw notFound(FILE_NOT_FOUND);
  if (file.size !== undefined) reply.header('Content-Length', file.size);
  return reply.header('Content-Type', PUBLIC_IMAGE_MEDIA_TYPE).header('Cache-Control', 'private, max-age=86400').send(file.body);
}
