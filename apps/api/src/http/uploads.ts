import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '../lib/images.ts';

/**
 * Multipart bodies are parsed into a plain object (text fields as strings, files as Buffers) before
 * validation, so multipart routes use the same zod schemas as JSON ones. Files are held in memory:
 * they are capped at 5 MB each and 10 per request.
 */
export async function registerUploads(app: FastifyInstance) {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_IMAGE_BYTES, files: 10, fields: 60, fieldSize: 100_000, parts: 80 },
    throwFileSizeLimit: true,
  });
}

/**
 * The multipart parser's own errors: a content type without a boundary, a body cut short, a broken
 * part header. They carry no status (busboy throws plain errors), so they are told by where they
 * were raised; they are the client's fault (400), not the server's.
 */
export function isMalformedMultipart(error: Error): boolean {
  return !('statusCode' in error) && /[\\/]busboy[\\/]/.test(error.stack ?? '');
}

/** An optional uploaded file; an empty file part (a form with nothing chosen) counts as absent. */
export const optionalFile = z.preprocess(
  (value) => (Buffer.isBuffer(value) && value.length === 0 ? undefined : value),
  z
    .custom<Buffer>((value) => Buffer.isBuffer(value), { error: 'v.file' })
    .optional()
    .meta({ type: 'string', format: 'binary' }),
);

/** Routes that accept multipart list both content types in the docs. */
export const multipartConsumes = ['multipart/form-data', 'application/json'];
