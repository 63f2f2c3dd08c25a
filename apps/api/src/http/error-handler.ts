import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  describeIssue,
  describeRule,
  issueField,
  type FieldErrors,
  type Language,
} from '@dukkan/contracts';
import { AppError } from '../lib/app-error.ts';
import { translate, type MessageKey } from '../lib/messages.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { isMalformedMultipart } from './uploads.ts';
import { RequestValidationError } from './validation.ts';

/** How long a client is asked to wait while the database is unreachable (a restart takes seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Per-field rule texts for `data` (the key already names the field, so forms show them as is). */
function fieldErrors(error: RequestValidationError, lang: Language): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const text = describeRule(issue, lang);
    const list = (fields[issueField(issue)] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return fields;
}

/** Framework and plugin errors that are the client's fault, mapped to a catalogue message. */
function clientErrorKey(error: FastifyError): MessageKey | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return error.code === 'FST_REQ_FILE_TOO_LARGE' ? 'image.tooLarge' : 'request.tooLarge';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'request.unsupportedType';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'request.badJson';
    default:
      return null;
  }
}

/** The one place that writes error bodies: `{message, statusCode, data}` in the caller's language. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang ?? 'en';
    if (error instanceof RequestValidationError) {
      const data = fieldErrors(error, lang);
      // The headline names the field and the rule: "E-mail: must be a valid e-mail address".
      const first = error.issues[0];
      const message = first ? describeIssue(first, lang) : translate('validation.failed', lang);
      return reply.code(400).send({ message, statusCode: 400, data });
    }
    if (error instanceof AppError) {
      if (error.statusCode === 429) {
        const seconds = Number(error.params.seconds ?? 60);
        reply.header('retry-after', String(seconds));
      }
      const message = translate(error.messageKey, lang, error.params);
      return reply.code(error.statusCode).send({
        message,
        statusCode: error.statusCode,
        data: error.field ? { [error.field]: [message] } : (error.data ?? null),
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({
          message: translate('server.databaseUnavailable', lang),
          statusCode: 503,
          data: null,
        });
    }
    if (isMalformedMultipart(error)) {
      return reply
        .code(400)
        .send({ message: translate('request.badMultipart', lang), statusCode: 400, data: null });
    }
    const key = clientErrorKey(error);
    const status = error.statusCode ?? 500;
    if (key && status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ message: translate(key, lang), statusCode: status, data: null });
    }
    if (status >= 400 && status < 500) {
      // Other framework client errors: keep the status, never echo internals.
      return reply
        .code(status)
        .send({ message: translate('validation.failed', lang), statusCode: status, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ message: translate('server.error', lang), statusCode: 500, data: null });
  });
}
