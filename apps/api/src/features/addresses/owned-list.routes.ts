import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import { currentUser, requireAuth } from '../../http/auth.ts';
import { envelopeOf, sendOk } from '../../http/envelope.ts';

type Operation = 'list' | 'get' | 'create' | 'update' | 'remove';

/** The service functions of one list, as `ownedList` makes them. */
interface OwnedListService<View, Fields> {
  list: (ctx: AppContext, userId: number) => Promise<View[]>;
  get: (ctx: AppContext, userId: number, id: number) => Promise<View>;
  create: (ctx: AppContext, userId: number, input: Fields) => Promise<View>;
  update: (ctx: AppContext, userId: number, input: Fields & { id: number }) => Promise<View>;
  remove: (ctx: AppContext, userId: number, id: number) => Promise<{ id: number }>;
}

export interface OwnedListRoutesSpec<View, Fields> {
  tags: string[];
  /** Success messages are `<area>.list`, `.found`, `.created`, `.updated` and `.deleted`. */
  area: 'addresses' | 'phones';
  service: OwnedListService<View, Fields>;
  schemas: {
    view: z.ZodType<View>;
    fields: z.ZodType<Fields>;
    update: z.ZodType<Fields & { id: number }>;
  };
  /** Each operation's path (`:id` where it takes one), summary and description, in registration order. */
  routes: Record<Operation, { url: string; summary?: string; description?: string }>;
}

const security = [{ bearerAuth: [] }];

/**
 * The five routes of one address book list for the signed-in customer; another customer's id
 * answers 404 like a missing one. The paths are the ones the seed names for each list.
 */
export function ownedListRoutes<View, Fields>(
  spec: OwnedListRoutesSpec<View, Fields>,
): FastifyPluginAsyncZod {
  const { tags, area, service, schemas } = spec;
  const one = envelopeOf(schemas.view);
  return async (app) => {
    const ctx = app.ctx;
    app.addHook('onRequest', requireAuth());
    for (const operation of Object.keys(spec.routes) as Operation[]) {
      const { url, summary, description } = spec.routes[operation];
      const base = {
        tags,
        security,
        ...(summary === undefined ? {} : { summary }),
        ...(description === undefined ? {} : { description }),
      };
      switch (operation) {
        case 'list':
          app.get(url, {
            schema: { ...base, response: { 200: envelopeOf(z.array(schemas.view)) } },
            handler: async (req, reply) =>
              sendOk(req, reply, `${area}.list`, await service.list(ctx, currentUser(req).id)),
          });
          break;
        case 'get':
          app.get(url, {
            schema: { ...base, params: idParamSchema, response: { 200: one } },
            handler: async (req, reply) =>
              sendOk(
                req,
                reply,
                `${area}.found`,
                await service.get(ctx, currentUser(req).id, req.params.id),
              ),
          });
          break;
        case 'create':
          app.post(url, {
            schema: { ...base, body: schemas.fields, response: { 201: one } },
            handler: async (req, reply) =>
              sendOk(
                req,
                reply,
                `${area}.created`,
                // The body passed `schemas.fields`; the provider cannot see through the type parameter.
                await service.create(ctx, currentUser(req).id, req.body as Fields),
                201,
              ),
          });
          break;
        case 'update':
          app.put(url, {
            schema: { ...base, body: schemas.update, response: { 200: one } },
            handler: async (req, reply) =>
              sendOk(
                req,
                reply,
                `${area}.updated`,
                await service.update(ctx, currentUser(req).id, req.body as Fields & { id: number }),
              ),
          });
          break;
        case 'remove':
          app.delete(url, {
            schema: {
              ...base,
              params: idParamSchema,
              response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
            },
            handler: async (req, reply) =>
              sendOk(
                req,
                reply,
                `${area}.deleted`,
                await service.remove(ctx, currentUser(req).id, req.params.id),
              ),
          });
          break;
      }
    }
  };
}
