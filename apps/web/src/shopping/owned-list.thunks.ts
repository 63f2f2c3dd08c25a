import { apiRequest } from '../app/api-client';
import { createApiThunk } from '../app/api-thunk';

/** What a delete answers; older servers sent no data, so the id may be missing. */
export type DeletedEntry = { id?: number } | null;

/** The paths of one address book list (the seed names them differently for each). */
export interface OwnedListPaths {
  create: string;
  // The id of an update travels in the body (the PUT paths have no id).
  update: string;
  remove: (id: number) => string;
  get: (id: number) => string;
  list: string;
}

/** The five calls of one address book list: saved addresses, mobile numbers. */
export function ownedListApi<Entry, Fields extends object>(paths: OwnedListPaths) {
  return {
    create: (fields: Fields, signal?: AbortSignal) =>
      apiRequest<Entry>(paths.create, { method: 'POST', body: fields, signal }),
    update: (input: Fields & { id: number }, signal?: AbortSignal) =>
      apiRequest<Entry>(paths.update, { method: 'PUT', body: input, signal }),
    remove: (id: number, signal?: AbortSignal) =>
      apiRequest<DeletedEntry>(paths.remove(id), { method: 'DELETE', signal }),
    get: (id: number, signal?: AbortSignal) => apiRequest<Entry>(paths.get(id), { signal }),
    list: (_arg: void, signal?: AbortSignal) => apiRequest<Entry[]>(paths.list, { signal }),
  };
}

/** Used only when the server sent no message (the seed names none for these lists). */
export interface OwnedListFallbacks {
  add: string;
  update: string;
  remove: string;
  fetchOne: string;
  fetchList: string;
}

/** The thunks of one list, typed `<prefix>/add`, `/update`, `/delete`, `/fetchById`, `/fetchMine`. */
export function ownedListThunks<Entry, Fields extends object>(
  prefix: string,
  paths: OwnedListPaths,
  fallbacks: OwnedListFallbacks,
) {
  const api = ownedListApi<Entry, Fields>(paths);
  const add = createApiThunk<Entry, Fields>(`${prefix}/add`, api.create, fallbacks.add);
  const update = createApiThunk<Entry, Fields & { id: number }>(
    `${prefix}/update`,
    api.update,
    fallbacks.update,
  );
  const remove = createApiThunk<DeletedEntry, number>(
    `${prefix}/delete`,
    api.remove,
    fallbacks.remove,
  );
  const fetchById = createApiThunk<Entry, number>(
    `${prefix}/fetchById`,
    api.get,
    fallbacks.fetchOne,
  );
  const fetchMine = createApiThunk<Entry[], void>(
    `${prefix}/fetchMine`,
    api.list,
    fallbacks.fetchList,
  );
  return {
    add,
    update,
    remove,
    fetchById,
    fetchMine,
    all: [add, update, remove, fetchById, fetchMine] as const,
  };
}

export type OwnedListThunks<Entry, Fields extends object> = ReturnType<
  typeof ownedListThunks<Entry, Fields>
>;
