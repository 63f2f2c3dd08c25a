import { ActionIcon, Combobox, TextInput, useCombobox } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useHref, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import { useProductSuggestions } from '../features/catalog/use-product-suggestions';
import { SearchSuggestions, SHOW_ALL } from './search-suggestions';
import './header-search.css';

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
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const input = useRef<HTMLInputElement>(null);
  // Without the app (before hydration, or no JavaScript) Enter submits the form to the shop's
  // results page, which the server renders.
  const resultsHref = useHref('/shop');
  useTypedBeforeHydration([input], [query], ([typed]) => setQuery(typed!));

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

  function choose(value: string) {
    if (value === SHOW_ALL) {
      showResults();
      return;
    }
    combobox.closeDropdown();
    setQuery('');
    void navigate(`/product/${value}`);
  }

  const SubmitIcon = i18n.dir() === 'rtl' ? IconArrowLeft : IconArrowRight;
  const isOpen = combobox.dropdownOpened && suggestions.isActive;

  return (
    <form
      role="search"
      method="get"
      action={resultsHref}
      onSubmit={submit}
      style={{ width: '100%' }}
    >
      <Combobox
        store={combobox}
        onOptionSubmit={choose}
        position="bottom-start"
        offset={6}
        shadow="lg"
        classNames={{ option: 'search-suggestion' }}
      >
        <Combobox.Target withExpandedAttribute autoComplete="off">
          <TextInput
            ref={input}
            type="search"
            name="search"
            role="combobox"
            aria-autocomplete="list"
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              combobox.openDropdown();
              combobox.resetSelectedOption();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
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
        </Combobox.Target>
        <Combobox.Dropdown hidden={!isOpen} data-testid="search-suggestions">
          <SearchSuggestions query={query.trim()} suggestions={suggestions} />
        </Combobox.Dropdown>
      </Combobox>
    </form>
  );
}
