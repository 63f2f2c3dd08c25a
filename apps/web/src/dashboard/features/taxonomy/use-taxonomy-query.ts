import { catalogListQuerySchema } from '@dukkan/contracts';
import { applyListChanges, readListParams, useListQuery } from '../../../lib/list-query';

export interface TaxonomyQueryChanges {
  page?: number;
  search?: string;
}

/** Read with the schema the brand and category lists check it with; a bad value reads as unset. */
export function readTaxonomyQuery(params: URLSearchParams) {
  const { pageNumber, search } = readListParams(catalogListQuerySchema, params, {
    pageNumber: 'page',
    search: 'search',
  });
  return { page: pageNumber, search: search ?? '' };
}

function applyTaxonomyQueryChanges(params: URLSearchParams, changes: TaxonomyQueryChanges) {
  return applyListChanges(params, changes);
}

/** Page and search live in the URL, so reloads, shared links and the back button keep the place. */
export function useTaxonomyQuery() {
  const { query, update } = useListQuery(readTaxonomyQuery, applyTaxonomyQueryChanges);
  return { ...query, update };
}
