import { applyListChanges, positiveInt, useListQuery } from '../../../lib/list-query';

export interface TaxonomyQueryChanges {
  page?: number;
  search?: string;
}

function readTaxonomyQuery(params: URLSearchParams) {
  return { page: positiveInt(params.get('page')) ?? 1, search: params.get('search') ?? '' };
}

function applyTaxonomyQueryChanges(params: URLSearchParams, changes: TaxonomyQueryChanges) {
  return applyListChanges(params, changes);
}

/** Page and search live in the URL, so reloads, shared links and the back button keep the place. */
export function useTaxonomyQuery() {
  const { query, update } = useListQuery(readTaxonomyQuery, applyTaxonomyQueryChanges);
  return { ...query, update };
}
