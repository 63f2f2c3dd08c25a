import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_ID, MAX_PAGE_SIZE } from './limits.ts';

export { DEFAULT_PAGE_SIZE, MAX_ID, MAX_PAGE_SIZE } from './limits.ts';

/** Every API response, success or error, has this shape. */
export interface Envelope<T> {
  message: string;
  statusCode: number;
  data: T;
}

/** Paged lists: `data` of a list endpoint. */
export interface Paged<T> {
  items: T[];
  pageNumber: number;
  pageSize: number;
  totalCount: number;
}

/** Query paging shared by every list: pageNumber ≥ 1, pageSize clamped to 1..100. */
export const pageQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1).catch(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .catch(DEFAULT_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE)
    .transform((n) => Math.min(Math.max(n, 1), MAX_PAGE_SIZE)),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A row id from a path, query, form or JSON body: a whole number 1..MAX_ID. */
export const idNumber = (error: 'v.id' | 'v.required' = 'v.id') =>
  z.coerce
    .number({ error })
    .int({ error: 'v.id' })
    .positive({ error: 'v.id' })
    .max(MAX_ID, { error: 'v.id' });

export const idParamSchema = z.object({ id: idNumber() });

/** Per-field validation errors carried in `data` of a 400. */
export type FieldErrors = Record<string, string[]>;

/** The schema of a page of T (`Paged<T>`), for response schemas. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
  });
