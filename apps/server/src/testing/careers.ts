import type { FastifyInstance } from 'fastify';
import { injectMultipart, type MultipartFields } from './http.ts';

/** Test helpers of the careers module: an application as the public form sends it, and a post. */

export const apply = (app: FastifyInstance, headers: Record<string, string>, fields: MultipartFields, remoteAddress = '10.0.0.1') =>
  injectMultipart(app, 'POST', '/career/apply', headers, fields, { remoteAddress });

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
