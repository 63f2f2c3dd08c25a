import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType, core } from 'zod';

/** The issues of a request that failed its schema; the error handler words them per language. */
export class RequestValidationError extends Error {
  statusCode = 400;
  constructor(readonly issues: core.$ZodIssue[]) {
    super('request validation failed');
    this.name = 'RequestValidationError';
  }
}

/**
 * Validates params, query and body with their zod schemas. Unknown fields are stripped (zod's
 * default for objects); `reportInput` keeps the input on each issue so "missing" and "wrong type"
 * can be told apart in the message.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues) };
  };
