import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** A URL parameter's value to set; null, undefined or '' removes the parameter. */
export type ListParamValue = string | number | boolean | null | undefined;

/** A whole number above zero, or null for anything else (a hand-edited or stale address). */
export function positiveInt(text: string | null): number | null {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : null;
}

/** The text when it is one of the choices, else null. */
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
