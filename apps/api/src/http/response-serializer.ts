import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { safeEncode } from 'zod/v4/core';

type Stringify = (data: unknown) => string;

/**
 * The response schema compiled to a fast-json-stringify function through its JSON Schema, or
 * undefined when the schema has no JSON Schema form (then zod serialises it).
 */
function compileStringify(schema: ZodType): Stringify | undefined {
  try {
    const jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'any',
    });
    return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]) as Stringify;
  } catch {
    return undefined;
  }
}

/**
 * Writes responses through each route's zod response schema (decision 019).
 *
 * fastify-type-provider-zod's serializer re-parses every answer with zod (`encode`) and then runs
 * `JSON.stringify`: a copy of the whole answer per request, 15 % of the server's CPU for a
 * 20-product list page and 6 % for a product page (bench/RESULTS.md). This one compiles the same
 * schema's JSON Schema with fast-json-stringify, Fastify's own serialiser, which writes only the
 * declared fields (an unknown key, such as a column a view forgot to drop, never leaves) with no
 * copy in between.
 *
 * With `verify` (every environment but production: the tests, `npm run dev`) each answer is also
 * encoded by zod as before: an answer that breaks its schema fails as it always did, and one the
 * two serialisers would write differently fails too (compared as values: the fast path writes the
 * required fields first), so the whole test suite checks that it writes what zod would.
 */
export function responseSerializerCompiler(options: {
  verify: boolean;
}): FastifySerializerCompiler<ZodType> {
  return ({ schema, method, url }) => {
    // Compiled on a route's first answer: most routes are rare, and start-up stays as quick.
    let stringify: Stringify | null | undefined;
    const zodStringify = (data: unknown) => {
      const result = safeEncode(schema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return JSON.stringify(result.data);
    };
    return (data) => {
      if (stringify === undefined) stringify = compileStringify(schema) ?? null;
      if (stringify === null) return zodStringify(data);
      if (!options.verify) return stringify(data);
      const expected = zodStringify(data);
      const written = stringify(data);
      // fast-json-stringify writes required fields before optional ones: compared as values.
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(
          `${method} ${url}: the compiled serialiser wrote ${written.slice(0, 500)} where zod wrote ${expected.slice(0, 500)}`,
        );
      return written;
    };
  };
}
