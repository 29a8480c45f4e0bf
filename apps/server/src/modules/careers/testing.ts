import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@app/contract';
export { makeExe, makePdf } from './sample-documents.ts';

/** Test helpers of the careers module: documents with real magic bytes and multipart bodies. */

export type FilePart = { name: string; data: Buffer; type?: string };

export async function multipart(fields: Record<string, string | FilePart | undefined>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([new Uint8Array(value.data)], { type: value.type ?? 'application/octet-stream' }), value.name);
  }
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

export async function apply(
  app: FastifyInstance,
  headers: Record<string, string>,
  fields: Record<string, string | FilePart | undefined>,
  remoteAddress = '10.0.0.1',
) {
  const { payload, contentType } = await multipart(fields);
  return app.inject({
    method: 'POST',
    url: `${API_PREFIX}/career/apply`,
    headers: { ...headers, 'content-type': contentType },
    payload,
    remoteAddress,
  });
}

export const samplePost = {
  role: 'Field Officer',
  department: 'Operations',
  location: 'Sirajganj, Rajshahi',
  jobType: 'Full-time',
  vacancy: 2,
  salary: 'BDT 25,000 - 32,000',
  deadline: '2026-12-31',
  short_details: 'Visit partner farmers and keep herd records.',
  skills: ['Livestock care', 'Bangla and English'],
  responsibilities: ['Visit farms weekly', 'Record herd health'],
  requirements: ['Diploma in agriculture'],
  applyProcedure: 'Apply online with your CV.',
};
