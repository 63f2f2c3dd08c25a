import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  forgetPasswordQuerySchema,
  loginBodySchema,
  loginDataSchema,
  registerFieldsSchema,
  resetPasswordBodySchema,
  resetTokenDataSchema,
  updateUserInfoFieldsSchema,
  userSchema,
  verifyOtpBodySchema,
} from '@dukkan/contracts';
import { currentUser, requireAuth } from '../../http/auth.ts';
import { emptyEnvelope, envelopeOf, sendOk } from '../../http/envelope.ts';
import { pruneNowAndThen, rateLimit } from '../../http/rate-limit.ts';
import { multipartConsumes, optionalFile } from '../../http/uploads.ts';
import {
  changePassword,
  getUserInfo,
  login,
  registerUser,
  updateUserInfo,
} from './accounts.service.ts';
import { requestPasswordReset, resetPassword, verifyResetCode } from './password-reset.service.ts';
import { claimSignInAttempt } from './sign-in-throttle.ts';

const tags = ['Account'];
const emailInBody = (req: { body: unknown }) => (req.body as { email?: string } | undefined)?.email;
const bearer = [{ bearerAuth: [] }];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post('/Account/register', {
    schema: {
      tags,
      summary: 'Create a customer account (multipart, optional imageFile) and sign it in',
      description:
        'Answers the new user with a token, as `Account/login` does: a shopper who registers is signed in.',
      consumes: multipartConsumes,
      body: registerFieldsSchema.and(z.object({ imageFile: optionalFile })),
      response: { 201: envelopeOf(loginDataSchema) },
    },
    preHandler: rateLimit('register', emailInBody),
    handler: async (req, reply) =>
      sendOk(req, reply, 'auth.registered', await registerUser(ctx, req.body), 201),
  });

  app.post('/Account/login', {
    schema: {
      tags,
      summary: 'Sign in',
      description:
        'Only failed attempts count. Past 5 failures for one account from one address, each attempt waits twice as long as the last (up to 15 minutes); one address is held after 30 failures an hour over all accounts; one account after 50 failures an hour over all addresses, except from addresses it signed in from in the last 30 days. Held attempts get 429 with Retry-After. (Figures are the defaults.)',
      body: loginBodySchema,
      response: { 200: envelopeOf(loginDataSchema) },
    },
    // Only failures count (a wrong password or an unknown e-mail); see sign-in-throttle.ts.
    handler: async (req, reply) => {
      const attempt = await claimSignInAttempt(ctx, req.body.email, req.ip);
      pruneNowAndThen(ctx, req);
      const signedIn = await login(ctx, req.body.email, req.body.password);
      await attempt.succeeded();
      return sendOk(req, reply, 'auth.loggedIn', signedIn);
    },
  });

  app.get('/Account/get-user-info', {
    schema: {
      tags,
      summary: 'The signed-in user',
      security: bearer,
      response: { 200: envelopeOf(userSchema) },
    },
    onRequest: requireAuth(),
    handler: async (req, reply) =>
      sendOk(req, reply, 'auth.userInfo', await getUserInfo(ctx, currentUser(req).id)),
  });

  app.put('/Account/update-user-info', {
    schema: {
      tags,
      summary: 'Update name and mobile (JSON, or multipart with imageFile)',
      security: bearer,
      consumes: multipartConsumes,
      body: updateUserInfoFieldsSchema.extend({ imageFile: optionalFile }),
      response: { 200: envelopeOf(userSchema) },
    },
    onRequest: requireAuth(),
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'auth.userUpdated',
        await updateUserInfo(ctx, currentUser(req).id, req.body),
      ),
  });

  app.post('/Account/change-password', {
    schema: {
      tags,
      summary: 'Change the password; every existing token stops working',
      security: bearer,
      body: changePasswordBodySchema,
      response: { 200: emptyEnvelope },
    },
    onRequest: requireAuth(),
    handler: async (req, reply) => {
      await changePassword(
        ctx,
        currentUser(req).id,
        req.body.currentPassword,
        req.body.newPassword,
      );
      return sendOk(req, reply, 'auth.passwordChanged', null);
    },
  });

  app.post('/Account/forget-password', {
    schema: {
      tags,
      summary: 'E-mail a 6-digit reset code (same answer whether or not the account exists)',
      querystring: forgetPasswordQuerySchema,
      response: { 200: emptyEnvelope },
    },
    preHandler: rateLimit('forgetPassword', (req) => (req.query as { email?: string }).email),
    handler: async (req, reply) => {
      await requestPasswordReset(ctx, req.query.email, req.lang);
      return sendOk(req, reply, 'reset.sent', null);
    },
  });

  app.post('/Account/verify-otp', {
    schema: {
      tags,
      summary: 'Exchange the e-mailed code for a one-time reset token',
      body: verifyOtpBodySchema,
      response: { 200: envelopeOf(resetTokenDataSchema) },
    },
    preHandler: rateLimit('verifyOtp', emailInBody),
    handler: async (req, reply) =>
      sendOk(req, reply, 'reset.verified', {
        resetToken: await verifyResetCode(ctx, req.body.email, req.body.otp),
      }),
  });

  app.post('/Account/reset-password', {
    schema: {
      tags,
      summary: 'Set a new password with a reset token',
      body: resetPasswordBodySchema,
      response: { 200: emptyEnvelope },
    },
    handler: async (req, reply) => {
      await resetPassword(ctx, req.body.email, req.body.resetToken, req.body.newPassword);
      return sendOk(req, reply, 'reset.done', null);
    },
  });
};
