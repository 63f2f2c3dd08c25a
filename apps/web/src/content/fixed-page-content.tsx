import type { Language } from '@dukkan/contracts';
import { Typography } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import './fixed-page-content.css';

interface FixedPageContentProps {
  /** HTML the API stored after reducing it to its allow-list (no scripts, handlers or styles). */
  html: string;
  lang: Language;
  /** In the dashboard's preview a click on a link must not leave the form. */
  inertLinks?: boolean;
  testId?: string;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * A page's rich text with the shop's typography, in its language's direction. Links to the
 * shop's own paths move inside the app instead of reloading it.
 */
export function FixedPageContent({
  html,
  lang,
  inertLinks = false,
  testId,
}: FixedPageContentProps) {
  const navigate = useNavigate();

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest('a');
    if (!link || !isPlainLeftClick(event)) return;
    if (inertLinks) {
      event.preventDefault();
      return;
    }
    const href = link.getAttribute('href') ?? '';
    if (link.target === '_blank' || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  }

  return (
    <Typography className="fixed-page-content" dir={lang === 'ar' ? 'rtl' : 'ltr'} lang={lang}>
      {/* The HTML was cleaned by the API before it was stored (apps/api/src/lib/safe-html.ts). */}
      <div onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} data-testid={testId} />
    </Typography>
  );
}
