// The combobox's keyboard store is the kit's hook (no provider, no markup); the dropdown it drives
// loads on demand.
import { useCombobox } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useHref, useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePartOnDemand } from '../../lib/use-part-on-demand';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import { useProductSuggestions } from '../features/catalog/use-product-suggestions';
import { ActionIcon, TextInput } from '../../kit';
import './header-search.css';
import { withKitLoaded } from '../../app/with-kit';

// The suggestions' dropdown (Mantine's Combobox, positioned by Popover and floating-ui) loads when
// the shopper first points at, focuses or types in the box. The box is rendered here from the
// start and stays the same element, so focus, the caret and a phone's keyboard are never disturbed;
// what is typed before the dropdown arrives is kept, and the suggestions show once it does.
const loadSuggestionsDropdown = () =>
  withKitLoaded(import('./search-suggestions').then((module) => module.SearchSuggestionsDropdown));

/**
 * The header's search: suggestions (picture, name, price) appear as the shopper types; arrow
 * keys move through them and Enter opens the chosen product. Enter without a choice, or the
 * button, lists every result in the shop (`/shop?search=`).
 */
export function HeaderSearch() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const current = location.pathname === '/shop' ? (params.get('search') ?? '') : '';
  const [query, setQuery] = useState(current);
  const [shownFor, setShownFor] = useState(current);
  const suggestions = useProductSuggestions(query);
  const [SuggestionsDropdown, requestDropdown] = usePartOnDemand(loadSuggestionsDropdown);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const listId = useId();
  const [activeOptionId, setActiveOptionId] = useState<string | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const boxRef = useMergedRef(box, combobox.targetRef);
  // Without the app (before hydration, or no JavaScript) Enter submits the form to the shop's
  // results page, which the server renders.
  const resultsHref = useHref('/shop');
  useTypedBeforeHydration([box], [query], ([typed]) => {
    setQuery(typed!);
    requestDropdown();
  });

  // Keep the box in step when the shop's URL changes (back button, another link).
  if (shownFor !== current) {
    setShownFor(current);
    setQuery(current);
  }

  function showResults() {
    const trimmed = query.trim();
    combobox.closeDropdown();
    void navigate(trimmed ? `/shop?search=${encodeURIComponent(trimmed)}` : '/shop');
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    showResults();
  }

  function openProduct(productId: string) {
    combobox.closeDropdown();
    setQuery('');
    void navigate(`/product/${productId}`);
  }

  // The box is rendered before the dropdown's code arrives, so not inside Combobox.Target: it
  // handles the combobox's keys itself, as Combobox.Target does for its input.
  function moveThroughSuggestions(event: KeyboardEvent<HTMLInputElement>) {
    // Keys that confirm an input method's composition (Arabic, Japanese…) are the composer's.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!combobox.dropdownOpened) {
        combobox.openDropdown('keyboard');
        setActiveOptionId(combobox.selectActiveOption());
      } else {
        const isDown = event.key === 'ArrowDown';
        setActiveOptionId(isDown ? combobox.selectNextOption() : combobox.selectPreviousOption());
      }
    } else if (event.key === 'Enter') {
      // With a suggestion chosen, Enter opens it; without one the form lists every result.
      if (combobox.dropdownOpened && combobox.getSelectedOptionIndex() !== -1) {
        event.preventDefault();
        combobox.clickSelectedOption();
      }
    } else if (event.key === 'Escape') {
      combobox.closeDropdown('keyboard');
    }
  }

  const SubmitIcon = i18n.dir() === 'rtl' ? IconArrowLeft : IconArrowRight;
  const isShown = SuggestionsDropdown !== null && combobox.dropdownOpened && suggestions.isActive;

  return (
    <form
      role="search"
      method="get"
      action={resultsHref}
      onSubmit={submit}
      onPointerEnter={requestDropdown}
      style={{ width: '100%' }}
    >
      <TextInput
        ref={boxRef}
        type="search"
        name="search"
        role="combobox"
        aria-autocomplete="list"
        aria-haspopup="listbox"
        aria-expanded={isShown}
        aria-controls={isShown ? listId : undefined}
        aria-activedescendant={isShown ? (activeOptionId ?? undefined) : undefined}
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          combobox.openDropdown();
          combobox.resetSelectedOption();
          setActiveOptionId(null);
          requestDropdown();
        }}
        onFocus={() => {
          combobox.openDropdown();
          requestDropdown();
        }}
        onBlur={() => combobox.closeDropdown()}
        onKeyDown={moveThroughSuggestions}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.searchLabel')}
        radius="xl"
        size="md"
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSectionWidth={44}
        rightSection={
          <ActionIcon type="submit" radius="xl" size={32} aria-label={t('header.searchSubmit')}>
            <SubmitIcon size={18} aria-hidden />
          </ActionIcon>
        }
        data-testid="header-search"
      />
      {SuggestionsDropdown && (
        <SuggestionsDropdown
          store={combobox}
          box={box}
          listId={listId}
          isShown={isShown}
          query={query.trim()}
          suggestions={suggestions}
          onOpenProduct={openProduct}
          onShowResults={showResults}
        />
      )}
    </form>
  );
}
