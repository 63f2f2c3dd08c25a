import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pickLanguage, type Envelope, type Language } from '@dukkan/contracts';
import { translate, type MessageKey } from '../lib/messages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language from Accept-Language (`ar` or `en`). */
    lang: Language;
  }
}

export function languageOf(request: FastifyRequest): Language {
  return pickLanguage(request.headers['accept-language']);
}

/** Writes the success envelope with the message in the caller's language. */
export function sendOk<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  key: MessageKey,
  data: T,
  statusCode = 200,
  params: Record<string, string | number> = {},
): Envelope<T> {
  reply.code(statusCode);
  return { message: translate(key, request.lang, params), statusCode, data };
}

/** Response schema of an envelope around `data`, for validation-free docs and serialisation. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), statusCode: z.number().int(), data });
}

export const emptyEnvelope = envelopeOf(z.null());

export function pagedOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
  });
}
