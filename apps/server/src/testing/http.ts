import type { FastifyInstance, InjectOptions } from 'fastify';
import { API_PREFIX } from '@app/contract';

/** The one way server tests call the API: JSON calls, and multipart bodies as a browser sends them. */

export type Call = { method?: InjectOptions['method']; url: string; headers?: Record<string, string>; body?: unknown };

/** A JSON call (a GET unless told) to `API_PREFIX + url`, answered as status, parsed body and headers. */
export async function call(app: FastifyInstance, { method = 'GET', url, headers = {}, body }: Call) {
  const res = await app.inject({
    method,
    url: API_PREFIX + url,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.body ? res.json() : undefined, headers: res.headers };
}

/** A file in a multipart body: its file name, bytes and declared type. */
export type FilePart = { name: string; data: Buffer | Uint8Array; type?: string };

export type MultipartFields = Record<string, string | string[] | FilePart | undefined>;

/** A multipart/form-data body built with the web FormData, as a browser sends it (undefined fields left out). */
export async function multipartBody(fields: MultipartFields) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'string' || Array.isArray(value)) for (const v of ([] as string[]).concat(value)) form.append(key, v);
    else form.append(key, new Blob([new Uint8Array(value.data)], { type: value.type ?? 'application/octet-stream' }), value.name);
  }
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
}

/** A multipart call to `API_PREFIX + url`, as the raw response. */
export async function injectMultipart(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  headers: Record<string, string>,
  fields: MultipartFields,
  extra: Omit<InjectOptions, 'method' | 'url' | 'headers' | 'payload'> = {},
) {
  const body = await multipartBody(fields);
  return app.inject({ ...extra, method, url: API_PREFIX + url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

/** A multipart call answered as status and parsed body, like `call`. */
export async function multipartCall(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  headers: Record<string, string>,
  fields: MultipartFields,
) {
  const res = await injectMultipart(app, method, url, headers, fields);
  return { status: res.statusCode, body: res.json() };
}
