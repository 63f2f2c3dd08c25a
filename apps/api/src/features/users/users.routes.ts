import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserSchema,
  changeUserRoleQuerySchema,
  idParamSchema,
  listUsersQuerySchema,
} from '@dukkan/contracts';
import { currentUser, requireAuth } from '../../http/auth.ts';
import { emptyEnvelope, envelopeOf, pagedOf, sendOk } from '../../http/envelope.ts';
import { changeUserRole, deleteUser, getUser, listUsers } from './users.service.ts';

const tags = ['AdminAccount'];
const security = [{ bearerAuth: [] }];

/** User administration: Admin only (a Manager gets 403). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireAuth('Admin'));

  app.get('/AdminAccount/GetAllUsers', {
    schema: {
      tags,
      summary: 'Users, paged; search by name or e-mail, filter by role',
      security,
      querystring: listUsersQuerySchema,
      response: { 200: envelopeOf(pagedOf(adminUserSchema)) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'users.list', await listUsers(ctx, req.query)),
  });

  app.get('/AdminAccount/getUserById/:id', {
    schema: {
      tags,
      security,
      params: idParamSchema,
      response: { 200: envelopeOf(adminUserSchema) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'users.found', await getUser(ctx, req.params.id)),
  });

  app.delete('/AdminAccount/deleteUser/:id', {
    schema: { tags, security, params: idParamSchema, response: { 200: emptyEnvelope } },
    handler: async (req, reply) => {
      await deleteUser(ctx, currentUser(req).id, req.params.id);
      return sendOk(req, reply, 'users.deleted', null);
    },
  });

  app.put('/AdminAccount/ChangeUserRole', {
    schema: {
      tags,
      summary: 'Change a user role (query userId and newRole); ends that user’s sessions',
      security,
      querystring: changeUserRoleQuerySchema,
      response: { 200: envelopeOf(adminUserSchema) },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'users.roleChanged',
        await changeUserRole(ctx, currentUser(req).id, req.query.userId, req.query.newRole),
      ),
  });
};
