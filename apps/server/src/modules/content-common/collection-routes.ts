import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { contentLanguageQuery, pagedResponse, reorderSchema, searchQuerySchema, type AnyCollection, type ImageRule } from '@app/contract';
import { actorOf } from '../../platform/activity.ts';
import { badRequest, idParam, ok } from '../../platform/http.ts';
import { readMultipart } from '../../platform/uploads.ts';
import { collectionService, imageFileRule, type CollectionService, type CollectionTable, type ContentBody, type ServerCollection } from './collection.ts';

/**
 * The HTTP side of a content collection: its routes, derived from the declaration, over the service in
 * collection.ts. Not named routes.ts, so the app does not load this folder as a module.
 */

/**
 * Create/update bodies come as multipart (with an image) or as JSON. Returns the text fields and
 * the checked image, if one was sent. A body that is there but not an object is refused.
 */
async function readContentBody(request: FastifyRequest, imageRule: ImageRule | undefined): Promise<ContentBody> {
  if (request.isMultipart()) {
    const { fields, files } = await readMultipart(request, imageRule ? { image: imageFileRule(imageRule) } : {});
    return { fields, image: files.image };
  }
  const body = request.body;
  if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
    throw badRequest('The request could not be read. Please check the data and try again.');
  }
  return { fields: { ...(body as Record<string, unknown> | undefined) } };
}

type RouteContext<T extends CollectionTable> = {
  service: CollectionService<T>;
  write: { access: AnyCollection['roles']; publicContent: true };
  id(params: unknown): string;
};

/**
 * The collection's routes (back-office.md §7): public reads (cached, ETag), writes for its roles that
 * refresh the public cache. `more` adds the collection's own routes.
 */
export function collectionRoutes<T extends CollectionTable>(
  server: ServerCollection<T>,
  more?: (app: FastifyInstance, context: RouteContext<T>) => void,
): FastifyPluginAsync {
  const { collection } = server;
  const { path, messages } = collection;
  const read = { access: 'public', publicRead: true } as const;
  const write = { access: collection.roles, publicContent: true } as const;
  const id = (params: unknown) => idParam(params, messages.notFound);
  return async (app) => {
    const service = collectionService(app.deps, server);
    const { view } = collection;
    const ownQuery = server.list?.query ?? server.query?.schema ?? searchQuerySchema;
    const listQuery = collection.translated.length && ownQuery instanceof z.ZodObject ? ownQuery.extend(contentLanguageQuery.shape) : ownQuery;
    // Paged lists (stories) carry their pagination; the others answer every item at once.
    const listAnswer: z.ZodRawShape = server.list ? pagedResponse(view) : { data: z.array(view) };
    const label = collection.entityLabel.toLowerCase();
    const one = `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`;
    app.get(
      path,
      {
        config: {
          ...read,
          openapi: { summary: `List ${label}s (public: active only; staff: all, with search and pages)`, query: listQuery, response: listAnswer },
        },
      },
      async (request) => {
        const { items, pagination } = await service.list(actorOf(request), request.query);
        return ok(items, undefined, pagination ? { pagination } : {});
      },
    );
    if (collection.readOne)
      app.get(
        `${path}/:id`,
        { config: { ...read, openapi: { summary: `One ${label}`, query: contentLanguageQuery, response: { data: view } } } },
        async (request) => ok(await service.get(actorOf(request), id(request.params), request.query)),
      );
    app.post(
      path,
      { config: { ...write, multipart: true, openapi: { summary: `Add ${one}`, body: collection.schema, response: { data: view } } } },
      async (request, reply) =>
        reply.status(201).send(ok(await service.create(actorOf(request), await readContentBody(request, collection.image)), messages.added)),
    );
    app.put(
      `${path}/:id`,
      { config: { ...write, multipart: true, openapi: { summary: `Change ${one}`, body: collection.updateSchema, response: { data: view } } } },
      async (request) => ok(await service.update(actorOf(request), id(request.params), await readContentBody(request, collection.image)), messages.updated),
    );
    app.delete(`${path}/:id`, { config: { ...write, openapi: { summary: `Delete ${one}`, response: {} } } }, async (request) => {
      await service.remove(actorOf(request), id(request.params));
      return ok(undefined, messages.deleted);
    });
    if (collection.reorder)
      app.put(
        collection.reorder.path,
        {
          config: {
            ...write,
            openapi: {
              summary: `Reorder the ${label}s (every id, in the new order)`,
              body: reorderSchema(collection.reorder.key),
              response: { data: z.array(view) },
            },
          },
        },
        async (request) => ok(await service.reorder(actorOf(request), request.body), messages.reordered),
      );
    more?.(app, { service, write, id });
  };
}
