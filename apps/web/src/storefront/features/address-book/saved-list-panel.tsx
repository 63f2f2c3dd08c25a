import { SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrash, type Icon } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { ApiError } from '../../../app/api-client';
import { notify } from '../../../lib/notify';
import type { ListStatus } from '../../../app/request-status';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadError } from '../../../components/load-error';
import type { SavedCardActions } from './saved-card';
import { SavedListEmpty, SavedListHeader, SavedListSkeleton } from './saved-list-states';
import './address-book.css';

/** What `useMyAddresses` / `useMyPhones` give a screen. */
export interface SavedList<Entry> {
  entries: Entry[];
  status: ListStatus;
  error: ApiError | null;
  reload: () => void;
}

/** The form modal of one list, open for a new entry (null) or the one being edited. */
export interface SavedFormState<Entry> {
  opened: boolean;
  entry: Entry | null;
  /** A new entry starts ticked as the marked one (the first one always becomes it). */
  suggestMarked: boolean;
  onClose: () => void;
}

interface SavedListPanelProps<Entry extends { id: number }> {
  testId: string;
  list: SavedList<Entry>;
  max: number;
  emptyIcon: Icon;
  marked: (entry: Entry) => boolean;
  texts: {
    title: string;
    intro: string;
    add: string;
    loadFailed: string;
    empty: string;
    emptyBody: string;
    limit: string;
    deleted: string;
    confirmTitle: string;
    confirmDelete: string;
    confirmBody: (entry: Entry | null) => string;
    madeMarked: (entry: Entry) => string;
  };
  /** Deletes the entry and answers the server's message. */
  remove: (entry: Entry) => Promise<{ message: string | null }>;
  /** Moves the list's one mark to the entry. */
  makeMarked: (entry: Entry) => Promise<unknown>;
  renderCard: (entry: Entry, actions: SavedCardActions) => ReactNode;
  renderForm: (form: SavedFormState<Entry>) => ReactNode;
}

type Editing<Entry> = { entry: Entry | null } | null;

/**
 * A profile tab of the address book: the saved entries as cards, with add, edit, delete and "make
 * it the one" (default address, primary number), and the limit the server keeps.
 */
export function SavedListPanel<Entry extends { id: number }>(props: SavedListPanelProps<Entry>) {
  const { list, texts, marked } = props;
  const { entries, status, error, reload } = list;
  const [editing, setEditing] = useState<Editing<Entry>>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove(entry: Entry) {
    setBusy(true);
    try {
      const result = await props.remove(entry);
      notify.success(result.message, texts.deleted);
      setDeleting(null);
      // The server hands the mark to another entry; the list shows which.
      if (marked(entry)) reload();
    } catch (failure) {
      notify.error(failure);
    } finally {
      setBusy(false);
    }
  }

  async function makeMarked(entry: Entry) {
    setBusy(true);
    try {
      await props.makeMarked(entry);
      notify.success(null, texts.madeMarked(entry));
    } catch (failure) {
      notify.error(failure);
    } finally {
      setBusy(false);
    }
  }

  const openAdd = () => setEditing({ entry: null });
  let body;
  if (status === 'error' && entries.length === 0) {
    body = <LoadError title={texts.loadFailed} message={error?.message} onRetry={reload} />;
  } else if (status !== 'done' && entries.length === 0) {
    body = <SavedListSkeleton />;
  } else if (entries.length === 0) {
    body = (
      <SavedListEmpty
        icon={props.emptyIcon}
        title={texts.empty}
        body={texts.emptyBody}
        addLabel={texts.add}
        onAdd={openAdd}
      />
    );
  } else {
    body = (
      <SimpleGrid
        component="ul"
        className="plain-list"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
      >
        {entries.map((entry) =>
          props.renderCard(entry, {
            busy,
            onEdit: () => setEditing({ entry }),
            onDelete: () => setDeleting(entry),
            onMakeMarked: () => void makeMarked(entry),
          }),
        )}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="lg" data-testid={props.testId}>
      <SavedListHeader
        title={texts.title}
        intro={texts.intro}
        addLabel={texts.add}
        onAdd={openAdd}
        hideAdd={status === 'done' && entries.length === 0}
        addBlockedReason={entries.length >= props.max ? texts.limit : null}
      />
      {body}
      {props.renderForm({
        opened: editing !== null,
        entry: editing?.entry ?? null,
        suggestMarked: entries.length === 0,
        onClose: () => setEditing(null),
      })}
      <ConfirmModal
        confirmIcon={IconTrash}
        confirmTestId="confirm-delete"
        opened={deleting !== null}
        title={texts.confirmTitle}
        confirmLabel={texts.confirmDelete}
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      >
        <Text>{texts.confirmBody(deleting)}</Text>
      </ConfirmModal>
    </Stack>
  );
}
