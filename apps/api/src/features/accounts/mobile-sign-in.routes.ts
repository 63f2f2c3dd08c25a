import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginDataSchema,
  mobileCodeRequestBodySchema,
  mobileSignInBodySchema,
  userSchema,
  verifyMobileBodySchema,
} from '@dukkan/contracts';
import { currentUser, requireAuth } from '../../http/auth.ts';
import { emptyEnvelope, envelopeOf, sendOk } from '../../http/envelope.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import {
  MOBILE_CODE_MINUTES,
  requestMobileCode,
  signInWithMobile,
  verifyAccountMobile,
} from './mobile-sign-in.service.ts';

const tags = ['Account'];
/** The number as validated (+9665XXXXXXXX), so every spelling of one number shares its limit. */
const mobileInBody = (req: { body: unknown }) =>
  (req.body as { mobile?: string } | undefined)?.mobile;

/** Sign-in and sign-up by Saudi mobile number and a 6-digit code sent by text message. */
export const mobileSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post('/Account/mobile/request-code', {
    schema: {
      tags,
      summary: 'Text a 6-digit sign-in code to a Saudi mobile (same answer for every number)',
      description:
        'The code is valid 5 minutes, once, and dies after 5 wrong tries; a new request replaces it. At most 5 requests an hour per number and 20 per client address (429 with Retry-After). 502 when the SMS provider refuses the message, 503 when it cannot be reached. (Figures are the defaults.)',
      body: mobileCodeRequestBodySchema,
      response: { 200: emptyEnvelope },
    },
    preHandler: rateLimit('mobileCode', mobileInBody),
    handler: async (req, reply) => {
      await requestMobileCode(ctx, req.body.mobile, req.lang);
      return sendOk(req, reply, 'mobile.codeSent', null, 200, { minutes: MOBILE_CODE_MINUTES });
    },
  });

  app.post('/Account/mobile/sign-in', {
    schema: {
      tags,
      summary: 'Sign in (or sign up) with the texted code; answers like Account/login',
      description:
        'A number with no account creates a customer account and needs `name`: without it the answer is 422 naming `name`, and the code stays usable for the retry.',
      body: mobileSignInBodySchema,
      response: { 200: envelopeOf(loginDataSchema) },
    },
    preHandler: rateLimit('mobileSignIn', mobileInBody),
    handler: async (req, reply) =>
      sendOk(req, reply, 'auth.loggedIn', await signInWithMobile(ctx, req.body)),
  });

  app.post('/Account/mobile/verify', {
    schema: {
      tags,
      summary: "Prove a mobile with its texted code; it then signs in to the caller's account",
      security: [{ bearerAuth: [] }],
      body: verifyMobileBodySchema,
      response: { 200: envelopeOf(userSchema) },
    },
    onRequest: requireAuth(),
    preHandler: rateLimit('mobileSignIn', mobileInBody),
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'mobile.verified',
        await verifyAccountMobile(ctx, currentUser(req).id, req.body.mobile, req.body.code),
      ),
  });
};
