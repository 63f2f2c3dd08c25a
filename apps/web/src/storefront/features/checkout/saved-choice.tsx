import { Badge, Button, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { SavedFormState, SavedList } from '../address-book/saved-list-panel';
import { LoadError } from '../../../components/load-error';
import { CheckoutSection } from './checkout-section';
import { ChoiceCard } from './choice-card';

export interface SavedChoiceProps {
  value: number | null;
  onChange: (id: number) => void;
  problem: string | null;
}

interface SavedChoiceSpec<Entry extends { id: number }> extends SavedChoiceProps {
  step: number;
  /** The section's id; the radio group's name is the order field it fills. */
  id: string;
  name: string;
  testId: string;
  addTestId: string;
  list: SavedList<Entry>;
  marked: (entry: Entry) => boolean;
  texts: {
    title: string;
    intro?: string;
    add: string;
    loadFailed: string;
    empty: string;
    listLabel: string;
    mark: string;
  };
  /** Height of the placeholder while the list loads: about one entry. */
  skeletonHeight: number;
  /** Addresses stack one under another; short numbers share rows. */
  layout: 'stack' | 'grid';
  renderEntry: (entry: Entry) => ReactNode;
  renderForm: (form: SavedFormState<Entry> & { onSaved: (entry: Entry) => void }) => ReactNode;
  /** A choice offered before the saved ones that is not saved yet (the account's mobile). */
  offered?: { id: number; badge: string; content: ReactNode } | null;
}

/** A checkout step choosing one saved entry (address, number), or adding one on the spot. */
export function SavedChoice<Entry extends { id: number }>(spec: SavedChoiceSpec<Entry>) {
  const { value, onChange, texts, list, marked, offered = null } = spec;
  const { entries, status, error, reload } = list;
  const [adding, setAdding] = useState(false);

  let body;
  if (status === 'error' && entries.length === 0) {
    body = <LoadError title={texts.loadFailed} message={error?.message} onRetry={reload} />;
  } else if (status !== 'done' && entries.length === 0) {
    body = <Skeleton h={spec.skeletonHeight} radius="md" />;
  } else if (entries.length === 0 && !offered) {
    body = <Text c="dimmed">{texts.empty}</Text>;
  } else {
    // Said under the entry rather than beside it: the card is as narrow as a saved number's.
    const offeredCard = offered && (
      <ChoiceCard
        key="offered"
        value={String(offered.id)}
        checked={value === offered.id}
        testId={`${spec.testId}-offered`}
      >
        {offered.content}
        <Text fz="xs" c="dimmed">
          {offered.badge}
        </Text>
      </ChoiceCard>
    );
    const saved = entries.map((entry) => (
      <ChoiceCard
        key={entry.id}
        value={String(entry.id)}
        checked={value === entry.id}
        testId={spec.testId}
        aside={
          marked(entry) ? (
            <Badge variant="light" size="sm">
              {texts.mark}
            </Badge>
          ) : null
        }
      >
        {spec.renderEntry(entry)}
      </ChoiceCard>
    ));
    const cards = offeredCard ? [offeredCard, ...saved] : saved;
    body = (
      <Radio.Group
        value={value === null ? null : String(value)}
        onChange={(id) => onChange(Number(id))}
        label={texts.listLabel}
        labelProps={{ className: 'visually-hidden' }}
        name={spec.name}
      >
        {spec.layout === 'stack' ? (
          <Stack gap="sm">{cards}</Stack>
        ) : (
          <div className="choice-grid">{cards}</div>
        )}
      </Radio.Group>
    );
  }

  return (
    <CheckoutSection
      step={spec.step}
      id={spec.id}
      title={texts.title}
      intro={texts.intro}
      problem={spec.problem}
      action={
        <Button
          variant="light"
          size="compact-md"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setAdding(true)}
          data-testid={spec.addTestId}
        >
          {texts.add}
        </Button>
      }
    >
      {body}
      {spec.renderForm({
        opened: adding,
        entry: null,
        suggestMarked: entries.length === 0,
        onClose: () => setAdding(false),
        onSaved: (entry) => onChange(entry.id),
      })}
    </CheckoutSection>
  );
}
