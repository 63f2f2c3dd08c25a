import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** A URL parameter's value to set; null, undefined or '' removes the parameter. */
export type ListParamValue = string | number | boolean | null | undefined;

/** The part of a zod schema a list's address is read with (the web app has no direct zod dependency). */
interface ParamSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

/** What a contracts schema makes of its input: the request as the API reads it. */
export type ParsedQuery<Schema extends { parse(input: unknown): unknown }> = ReturnType<
  Schema['parse']
>;

type ParsedParam<Field> = Field extends ParamSchema<infer T> ? T : never;

/**
 * Reads a list's URL parameters with the contracts schema the API checks the same request with,
 * one field at a time: a value the schema refuses (a hand-edited or stale address) reads as what
 * the schema makes of no value (its default, or undefined) instead of failing the screen, and the
 * other fields still apply. `names` lists the fields to read with their parameter names (the
 * address says `page` where the API says `pageNumber`).
 */
export function readListParams<
  Shape extends Record<string, ParamSchema<unknown>>,
  Field extends keyof Shape & string,
>(
  schema: { shape: Shape },
  params: URLSearchParams,
  names: Record<Field, string>,
): { [K in Field]: ParsedParam<Shape[K]> } {
  const read = (field: Field, name: string): unknown => {
    const fieldSchema: ParamSchema<unknown> = schema.shape[field] as Shape[Field];
    const given = fieldSchema.safeParse(params.get(name) ?? undefined);
    if (given.success) return given.data;
    const fallback = fieldSchema.safeParse(undefined);
    if (fallback.success) return fallback.data;
    // A required field cannot come from an address, where every parameter may be missing.
    throw new Error(`The list parameter ${field} has no default`);
  };
  const fields = Object.entries(names) as [Field, string][];
  return Object.fromEntries(fields.map(([field, name]) => [field, read(field, name)])) as {
    [K in Field]: ParsedParam<Shape[K]>;
  };
}

/** The page size when the list offers it, else the list's first (default) size. */
export function offeredPageSize<Size extends number>(
  sizes: readonly [Size, ...Size[]],
  size: number,
): Size {
  return sizes.find((offered) => offered === size) ?? sizes[0];
}

/** A whole number above zero, or null for anything else (a hand-edited or stale address). */
export function positiveInt(text: string | null): number | null {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : null;
}

/** The text when it is one of the choices, else null (for address state the API does not know). */
export function oneOf<T extends string>(choices: readonly T[], text: string | null): T | null {
  return choices.find((choice) => choice === text) ?? null;
}

/**
 * Applies changes to a list's URL parameters. Blanks and default values (page 1 unless told
 * otherwise) are left out, so the address of the default list stays short and shareable.
 */
export function applyListChanges<Changes extends { [K in keyof Changes]?: ListParamValue }>(
  params: URLSearchParams,
  changes: Changes,
  defaults: Readonly<Record<string, string | number>> = { page: 1 },
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes) as [string, ListParamValue][]) {
    if (value === null || value === '' || value === undefined || defaults[key] === value) {
      next.delete(key);
    } else {
      next.set(key, String(value));
    }
  }
  return next;
}

/**
 * A list's page, filters and sort kept in the URL, so reloads, links and Back keep the place:
 * `read` turns the parameters into the list's state (module-level, so it stays the same
 * function), `apply` writes changes back. Changes replace the history entry.
 */
export function useListQuery<Query, Changes>(
  read: (params: URLSearchParams) => Query,
  apply: (params: URLSearchParams, changes: Changes) => URLSearchParams,
): { query: Query; update: (changes: Changes) => void } {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => read(params), [read, params]);

  // Two changes can arrive before React re-renders (a filter, then the page): each one must build
  // on the previous one, not on the params of the last render.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (changes: Changes) => {
      const next = apply(latest.current, changes);
      latest.current = next;
      setParams(next, { replace: true });
    },
    [apply, setParams],
  );

  return { query, update };
}
