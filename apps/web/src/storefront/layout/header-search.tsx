import { ActionIcon, TextInput } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** Sends the query to the shop (`/shop?search=`), where results are listed. */
export function HeaderSearch() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const current = location.pathname === '/shop' ? (params.get('search') ?? '') : '';
  const [query, setQuery] = useState(current);
  const [shownFor, setShownFor] = useState(current);

  // Keep the box in step when the shop's URL changes (back button, another link).
  if (shownFor !== current) {
    setShownFor(current);
    setQuery(current);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = query.trim();
    void navigate(trimmed ? `/shop?search=${encodeURIComponent(trimmed)}` : '/shop');
  }

  const SubmitIcon = i18n.dir() === 'rtl' ? IconArrowLeft : IconArrowRight;

  return (
    <form role="search" onSubmit={submit} style={{ width: '100%' }}>
      <TextInput
        type="search"
        name="search"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
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
      />
    </form>
  );
}
