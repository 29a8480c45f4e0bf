import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PREFIX, SITE_NAME, XSRF_COOKIE, XSRF_HEADER, type RouteAccess } from '@app/contract';
import { ACCESS_COOKIE } from './session.ts';

/**
 * The API described as OpenAPI 3.1, generated from what the server registers: every route's
 * method, path and access declaration come from the route registry (access.ts), bodies and
 * queries from the contract's zod schemas a route names in `config.openapi`. Nothing is written
 * twice by hand, so the document cannot list a route that does not exist or miss one that does.
 */

export type OpenApiDeclaration = {
  /** One line in the product's words. */
  summary?: string;
  /** The JSON body the handler parses (a contract schema). */
  body?: z.ZodType;
  /** The query string the handler parses (a contract schema). */
  query?: z.ZodType;
  /**
   * What a success answers beside `success` and `message`: `{ data: planView }`, or the extras a
   * route adds (`{ users, pagination }`). Tests hold every real answer to it (registerResponseChecks).
   */
  response?: z.ZodRawShape;
  /** The media type of a raw body the handler reads instead of JSON (a tus upload's chunk). */
  consumes?: string;
  /** The media type of a success that is not the envelope (a PDF, a CSV export, a calendar file), or each type it may be. */
  produces?: string | readonly string[];
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the API document says of this route beyond its path and access (platform/openapi.ts). */
    openapi?: OpenApiDeclaration;
  }
}

export type DocumentedRoute = {
  method: string;
  url: string;
  access?: RouteAccess;
  multipart?: boolean;
  rateLimited?: boolean;
  openapi?: OpenApiDeclaration;
};

/** The operational routes outside /api/v1 that belong in the document. */
const OPERATIONS_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a registered route is part of the public API document. */
export function isDocumented(route: Pick<DocumentedRoute, 'method' | 'url'>): boolean {
  if (route.method === 'HEAD' || route.method === 'OPTIONS') return false;
  if (OPERATIONS_ROUTES.has(route.url)) return true;
  // The catch-all that answers 404 for unknown API paths is not an operation.
  return route.url.startsWith(`${API_PREFIX}/`) && route.url !== `${API_PREFIX}/*`;
}

/** Fastify's `/plans/:id` and `/uploads/*` in OpenAPI's spelling, with the parameter names. */
export function openApiPath(url: string): { path: string; params: string[] } {
  const params: string[] = [];
  const path = url
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        params.push(segment.slice(1));
        return `{${segment.slice(1)}}`;
      }
      if (segment === '*') {
        params.push('path');
        return '{path}';
      }
      return segment;
    })
    .join('/');
  return { path, params };
}

const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output' = 'input') => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
};

/** The whole success body a route declares: the envelope with exactly the fields it names. */
export const successBodyOf = (response: z.ZodRawShape) => z.strictObject({ success: z.literal(true), message: z.string().optional(), ...response });

const envelope = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } });
const failure = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } });

function accessText(access: RouteAccess | undefined): string {
  if (!access || access === 'public') return 'Public.';
  if (access === 'authenticated') return 'Any signed-in user with a verified email.';
  return `Signed-in users with the role ${access.join(', ')}.`;
}

function tagOf(url: string): string {
  if (OPERATIONS_ROUTES.has(url)) return 'operations';
  const first = url.slice(API_PREFIX.length + 1).split('/')[0] ?? '';
  return first.replace(/^:.*/, '') || 'api';
}

function operationOf(route: DocumentedRoute, params: string[]) {
  const isPublic = !route.access || route.access === 'public';
  const isWrite = WRITE_METHODS.has(route.method);
  const declared = route.openapi ?? {};
  const parameters: Record<string, unknown>[] = params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  if (declared.query) {
    const schema = jsonSchemaOf(declared.query) as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      parameters.push({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: property });
    }
  }
  if (isWrite)
    parameters.push({
      name: XSRF_HEADER,
      in: 'header',
      required: true,
      description: `The value of the ${XSRF_COOKIE} cookie (double submit).`,
      schema: { type: 'string' },
    });

  const success = declared.produces
    ? {
        description: 'Success: the file.',
        content: Object.fromEntries([declared.produces].flat().map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
      }
    : declared.response
      ? { description: 'Success.', content: { 'application/json': { schema: jsonSchemaOf(successBodyOf(declared.response), 'output') } } }
      : envelope('Success: the envelope, with `data` and any extras the route adds.');
  const responses: Record<string, unknown> = { [route.method === 'POST' ? '2XX' : '200']: success };
  // Every route validates what it is sent (query, body, headers): any may refuse a request.
  responses['400'] = failure('The request is invalid: nothing changed. `errors` names each field.');
  if (!isPublic) responses['401'] = failure('Not signed in, or the session expired.');
  if (Array.isArray(route.access)) responses['403'] = failure('Signed in without a role that may call this.');
  // A path's id may name nothing (or something not yours); a singleton may not exist yet.
  responses['404'] = failure('Not found: nothing with this id, or not yours.');
  if (isWrite) responses['409'] = failure('The change conflicts with the current state.');
  if (route.rateLimited) responses['429'] = failure('Too many requests: wait and try again.');

  const operation: Record<string, unknown> = {
    tags: [tagOf(route.url)],
    description: accessText(route.access),
    operationId: `${route.method.toLowerCase()}${openApiPath(route.url)
      .path.replace(/[{}]/g, '')
      .split(/[/-]/)
      .filter(Boolean)
      .map((part) => part[0]!.toUpperCase() + part.slice(1))
      .join('')}`,
    security: isPublic ? [] : [{ accessCookie: [] }],
    parameters,
    responses,
  };
  if (declared.summary) operation.summary = declared.summary;
  if (Array.isArray(route.access)) operation['x-roles'] = [...route.access];
  if (route.multipart) {
    const multipart = { schema: { type: 'object', description: 'Form fields and files as the screen sends them; files are checked by content.' } };
    // A route that takes a file may take the same fields as JSON when no file comes (content collections).
    const json = declared.body ? { 'application/json': { schema: jsonSchemaOf(declared.body) } } : {};
    operation.requestBody = { required: true, content: { 'multipart/form-data': multipart, ...json } };
  } else if (declared.consumes) {
    operation.requestBody = { required: true, content: { [declared.consumes]: { schema: { type: 'string', format: 'binary' } } } };
  } else if (declared.body) {
    operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchemaOf(declared.body) } } };
  }
  return operation;
}

/** The contract under /api/v1: breaking changes would move to /api/v2 and a new major version here. */
const API_VERSION = '1.0.0';

export function buildOpenApiDocument(routes: readonly DocumentedRoute[], options: { publicUrl: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  const seen = new Set<string>();
  for (const route of routes) {
    if (!isDocumented(route)) continue;
    const key = `${route.method} ${route.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const { path, params } = openApiPath(route.url);
    paths[path] ??= {};
    paths[path]![route.method.toLowerCase()] = operationOf(route, params);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${SITE_NAME} API`,
      version: API_VERSION,
      description:
        'The JSON API of the site, the back office and the investor and farmer apps. Every answer is the envelope `{ success, data, message }`; failures add `errors` by field. Sign in with POST /api/v1/auth/login: the session travels in httpOnly cookies, and every state-changing call echoes the XSRF cookie in its header.',
    },
    servers: [{ url: options.publicUrl }],
    components: {
      securitySchemes: {
        accessCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: ACCESS_COOKIE,
          description: 'The short-lived access cookie set at sign-in (refreshed by POST /api/v1/auth/refresh).',
        },
      },
      schemas: {
        Envelope: {
          type: 'object',
          required: ['success'],
          properties: { success: { type: 'boolean', const: true }, data: {}, message: { type: 'string' } },
          additionalProperties: true,
        },
        Failure: {
          type: 'object',
          required: ['success', 'message'],
          properties: {
            success: { type: 'boolean', const: false },
            message: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'string' } },
          },
          additionalProperties: true,
        },
      },
    },
    paths,
  };
}

/** GET /api/v1/openapi.json, built once after every route is registered. */
export function registerOpenApi(app: FastifyInstance, routes: readonly DocumentedRoute[]) {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get(
    `${API_PREFIX}/openapi.json`,
    { config: { access: 'public', openapi: { summary: 'This document', produces: 'application/json' } } },
    async (_request, reply) => {
      document ??= buildOpenApiDocument(routes, { publicUrl: app.config.publicUrl });
      return reply.header('Cache-Control', 'public, max-age=300').send(document);
    },
  );
}

const isJson = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('application/json');

/**
 * Tests only: every JSON success of a route that documents its answer is checked against that
 * schema, so the document cannot drift from what the server sends. A mismatch fails the request
 * (a 500 the test sees) and names the route and the fields.
 */
export function registerResponseChecks(app: FastifyInstance) {
  const bodies = new WeakMap<z.ZodRawShape, z.ZodType>();
  app.addHook('onSend', async (request, reply, payload) => {
    const response = request.routeOptions.config?.openapi?.response;
    if (!response || reply.statusCode >= 300 || typeof payload !== 'string' || !isJson(reply.getHeader('content-type'))) return payload;
    let body = bodies.get(response);
    if (!body) bodies.set(response, (body = successBodyOf(response)));
    const result = body.safeParse(JSON.parse(payload));
    if (!result.success) {
      const problem = `${request.method} ${request.routeOptions.url} answered outside its documented schema: ${z.prettifyError(result.error)}`;
      console.error(problem);
      throw new Error(problem);
    }
    return payload;
  });
}
