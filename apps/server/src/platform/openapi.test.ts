import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import Fastify from 'fastify';
import { z } from 'zod';
import { API_PREFIX } from '@app/contract';
import { signInAs, useTestApp } from '../testing/app.ts';
import { isDocumented, openApiPath, registerResponseChecks } from './openapi.ts';

/**
 * The API document at /api/v1/openapi.json: a valid OpenAPI 3.1 document that lists every route the
 * server registers, with its access, and whose documented answers match what the server sends.
 */

type Operation = {
  security: unknown[];
  parameters: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
  'x-roles'?: string[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, object> } };

const t = useTestApp({ seed: true, roles: [] });
let document: Document;

beforeAll(async () => {
  const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` });
  expect(res.statusCode).toBe(200);
  document = res.json();
});

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document) as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route the server registers, and nothing else', () => {
    const registered = t.app.routeRegistry.filter(isDocumented).map((route) => `${route.method.toLowerCase()} ${openApiPath(route.url).path}`);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
    expect(new Set(documented)).toEqual(new Set(registered));
    expect(registered.length).toBeGreaterThan(100);
  });

  it('states each route’s access as the server enforces it', () => {
    for (const route of t.app.routeRegistry.filter(isDocumented)) {
      const operation = document.paths[openApiPath(route.url).path]![route.method.toLowerCase()]!;
      const isPublic = route.access === 'public';
      expect(operation.security.length === 0, `${route.method} ${route.url}`).toBe(isPublic);
      if (Array.isArray(route.access)) {
        expect(operation['x-roles']).toEqual([...route.access]);
        expect(operation.responses['403']).toBeDefined();
      }
      if (!isPublic) expect(operation.responses['401']).toBeDefined();
    }
  });

  it('describes the success answer of every API route: a schema tests hold real answers to, or a media type', () => {
    const undescribed = t.app.routeRegistry
      .filter((route) => isDocumented(route) && route.url.startsWith(`${API_PREFIX}/`) && !route.openapi?.response && !route.openapi?.produces)
      .map((route) => `${route.method} ${route.url}`);
    expect(undescribed).toEqual([]);
  });

  it('describes the body of every route whose handler reads one', () => {
    const undescribed = t.app.routeRegistry
      .filter((route) => isDocumented(route) && route.readsBody && !route.multipart && !route.openapi?.body && !route.openapi?.consumes)
      .map((route) => `${route.method} ${route.url}`);
    expect(undescribed).toEqual([]);
    expect(t.app.routeRegistry.filter((route) => route.readsBody).length).toBeGreaterThan(50);
  });

  it('documents the JSON body of a route from its contract schema', () => {
    const login = document.paths[`${API_PREFIX}/auth/login`]?.post;
    expect(login?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { email: expect.any(Object), password: expect.any(Object) },
    });
  });

  it('describes real answers: every public list and an admin one validate against their documented schema', async () => {
    const ajv = new Ajv2020({ strict: false });
    for (const [name, schema] of Object.entries(document.components.schemas)) ajv.addSchema(schema, `#/components/schemas/${name}`);
    const { headers } = await signInAs(t.app, 'superAdmin');
    const gets = t.app.routeRegistry.filter((route) => isDocumented(route) && route.method === 'GET' && !route.url.includes(':') && !route.url.includes('*'));
    let checked = 0;
    for (const route of gets) {
      if (route.url === '/metrics' || route.url.endsWith('/export') || route.url.endsWith('.csv')) continue;
      const res = await t.app.inject({ method: 'GET', url: route.url, headers: route.access === 'public' ? {} : headers });
      if (res.headers['content-type']?.toString().startsWith('application/json') !== true) continue;
      const operation = document.paths[openApiPath(route.url).path]!.get!;
      if (route.url === `${API_PREFIX}/openapi.json` || !route.url.startsWith(API_PREFIX)) continue;
      const documented = operation.responses[String(res.statusCode)] ?? (res.statusCode < 300 ? operation.responses['2XX'] : undefined);
      expect(documented, `${route.url} answered an undocumented ${res.statusCode}`).toBeDefined();
      const schema = documented!.content!['application/json']!.schema;
      const validate = schema.$ref ? ajv.getSchema(schema.$ref)! : ajv.compile(schema);
      expect(validate(res.json()), `${route.url}: ${JSON.stringify(validate.errors)}`).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('response checks in tests', () => {
  it('let a documented answer through and fail one that strays from its schema', async () => {
    const app = Fastify();
    registerResponseChecks(app);
    const response = { data: z.object({ name: z.string() }) };
    app.get('/right', { config: { openapi: { response } } }, async () => ({ success: true, data: { name: 'Broiler' } }));
    app.get('/wrong', { config: { openapi: { response } } }, async () => ({ success: true, data: { name: 7 } }));
    app.get('/extra', { config: { openapi: { response } } }, async () => ({ success: true, data: { name: 'x' }, pagination: {} }));
    const silenced = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await app.inject('/right')).statusCode).toBe(200);
      expect((await app.inject('/wrong')).statusCode).toBe(500);
      expect((await app.inject('/extra')).statusCode).toBe(500);
      expect(silenced.mock.calls.map((call) => String(call[0]))).toEqual([
        expect.stringContaining('GET /wrong answered outside its documented schema'),
        expect.stringContaining('GET /extra answered outside its documented schema'),
      ]);
    } finally {
      silenced.mockRestore();
      await app.close();
    }
  });
});
