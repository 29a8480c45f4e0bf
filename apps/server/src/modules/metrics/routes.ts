import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ADMIN_ROLES, contentLanguageQuery, hasRole, METRIC_MESSAGES, metricSchema, metricView } from '@app/contract';
import { ok, parse } from '../../platform/http.ts';
import * as service from './service.ts';
import { actorOf } from '../../platform/activity.ts';

const read = { access: 'public', publicRead: true } as const;
const write = { access: ADMIN_ROLES, publicContent: true } as const;
const keyOf = (params: unknown) => String((params as { key?: string }).key ?? '');
/** `?lang=bn` reads labels in Bengali (English where missing); administrators also get the Bengali to edit. */
const readerOf = (request: FastifyRequest) =>
  service.metricIn(parse(contentLanguageQuery, request.query).lang ?? 'en', hasRole(actorOf(request).role ?? undefined, ADMIN_ROLES));

/** Company metrics (back-office.md §7): public read, administrators edit title and count. */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/metrics/metrics', { config: { ...read, openapi: { query: contentLanguageQuery, response: { data: z.array(metricView) } } } }, async (request) => {
    const reader = readerOf(request);
    return ok((await service.listMetrics(app.db)).map(reader));
  });
  app.get('/metrics/metrics/:key', { config: { ...read, openapi: { query: contentLanguageQuery, response: { data: metricView } } } }, async (request) => {
    const reader = readerOf(request);
    return ok(reader(await service.getMetric(app.db, keyOf(request.params))));
  });
  app.post('/metrics/metrics/initialize', { config: { ...write, openapi: { response: { data: z.array(metricView) } } } }, async (request) =>
    ok(await service.initializeMetrics(app.deps, actorOf(request)), METRIC_MESSAGES.initialized),
  );
  app.put('/metrics/metrics/:key', { config: { ...write, openapi: { body: metricSchema, response: { data: metricView } } } }, async (request) =>
    ok(await service.updateMetric(app.deps, actorOf(request), keyOf(request.params), request.body), METRIC_MESSAGES.updated),
  );
};

export default routes;
