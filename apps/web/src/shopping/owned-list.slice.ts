import { createSlice } from '@reduxjs/toolkit';
import { isSessionEnded } from '../app/auth/session-ended';
import {
  addRequestStatusMatchers,
  initialRequestStatus,
  type ListStatus,
  type RequestStatus,
} from '../app/request-status';
import type { OwnedListThunks } from './owned-list.thunks';

/**
 * The state of one address book list under the names its screens use: the entries (`addresses`),
 * the entry opened on its own (`address`), and the list load's status.
 */
export type OwnedListState<Entry, ListKey extends string, OneKey extends string> = RequestStatus & {
  /** The list load only: screens load while 'idle' and offer a retry on 'error'. */
  status: ListStatus;
} & { [K in ListKey]: Entry[] } & { [K in OneKey]: Entry | null };

interface OwnedListSliceSpec<Name extends string, Entry, Fields extends object, ListKey, OneKey> {
  name: Name;
  listKey: ListKey;
  oneKey: OneKey;
  /** The flag the server keeps on exactly one entry: isDefault, isPrimary. */
  markKey: keyof Entry & string;
  thunks: OwnedListThunks<Entry, Fields>;
}

/**
 * The slice of a customer-owned list with one marked entry (decision 009): saved addresses with
 * their default, mobile numbers with their primary. The server answers every write with the saved
 * entry, so the list follows it and a newly marked entry takes the mark from the others.
 */
export function createOwnedListSlice<
  Name extends string,
  Entry extends { id: number },
  Fields extends object,
  ListKey extends string,
  OneKey extends string,
>(spec: OwnedListSliceSpec<Name, Entry, Fields, ListKey, OneKey>) {
  type State = OwnedListState<Entry, ListKey, OneKey>;
  const { listKey, oneKey, markKey, thunks } = spec;
  const initialState = {
    [listKey]: [],
    [oneKey]: null,
    status: 'idle',
    ...initialRequestStatus,
  } as unknown as State;

  // The generic keys hide the two fields from the compiler; these views name them.
  type Views = { list: Entry[]; one: Entry | null };
  const read = (state: State): Views => {
    const fields = state as unknown as Record<string, unknown>;
    return { list: fields[listKey] as Entry[], one: fields[oneKey] as Entry | null };
  };
  const write = (state: State, list: Entry[], one: Entry | null) => {
    const fields = state as unknown as Record<string, unknown>;
    fields[listKey] = list;
    fields[oneKey] = one;
  };
  const marked = (entry: Entry) => (entry as Record<string, unknown>)[markKey] === true;

  /** The server keeps one marked entry, so a newly marked one takes the mark from the others. */
  function keepOneMarked(entries: Entry[], saved: Entry): void {
    if (!marked(saved)) return;
    for (const entry of entries) {
      if (entry.id !== saved.id) (entry as Record<string, unknown>)[markKey] = false;
    }
  }

  const slice = createSlice({
    name: spec.name,
    initialState,
    reducers: {},
    extraReducers: (builder) => {
      builder
        .addCase(thunks.fetchMine.pending, (draft) => {
          (draft as State).status = 'loading';
        })
        .addCase(thunks.fetchMine.fulfilled, (draft, { payload }) => {
          const state = draft as State;
          write(state, payload.data, read(state).one);
          state.status = 'done';
        })
        .addCase(thunks.fetchMine.rejected, (draft, { meta }) => {
          if (!meta.aborted) (draft as State).status = 'error';
        })
        .addCase(thunks.fetchById.fulfilled, (draft, { payload }) => {
          const state = draft as State;
          write(state, read(state).list, payload.data);
        })
        .addCase(thunks.add.fulfilled, (draft, { payload }) => {
          const state = draft as State;
          const { list } = read(state);
          list.push(payload.data);
          keepOneMarked(list, payload.data);
        })
        .addCase(thunks.update.fulfilled, (draft, { payload }) => {
          const state = draft as State;
          const saved = payload.data;
          const { list, one } = read(state);
          const next = list.map((item) => (item.id === saved.id ? saved : item));
          keepOneMarked(next, saved);
          write(state, next, one?.id === saved.id ? saved : one);
        })
        .addCase(thunks.remove.fulfilled, (draft, { payload, meta }) => {
          const state = draft as State;
          // The answer names the deleted id; the argument stands in when it does not.
          const id = payload.data?.id ?? meta.arg;
          const { list, one } = read(state);
          write(
            state,
            list.filter((item) => item.id !== id),
            one?.id === id ? null : one,
          );
        })
        // The next account signed in here must not see this one's data.
        .addMatcher(isSessionEnded, () => initialState);
      addRequestStatusMatchers(builder, thunks.all, { ignoreAborted: true });
    },
  });
  return { slice, initialState };
}
