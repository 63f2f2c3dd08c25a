import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { Location, NavigationType } from 'react-router';

/** Scroll positions by history entry, kept across reloads of the tab (sessionStorage). */
const STORAGE_KEY = 'dukkan-scroll-positions';

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export interface ShownLocation {
  location: Location;
  action: NavigationType;
  /** The navigation asked to stay where the page is (a filter or a sort, not a new page). */
  preventScrollReset: boolean;
}

/**
 * Scrolls as a multi-page site would: Back and Forward return to where the shopper was on that
 * entry, a link opens the next page at its top (or at its `#anchor`), and a change of filters
 * that asked to keep the position keeps it. Returns `remember`, which the router calls as a
 * navigation starts, while the page being left is still on screen.
 *
 * Restoring right after the new screen's commit works because a list returned to is drawn at
 * once from the state it left (see use-request.ts), at its full height.
 */
export function useScrollRestoration({ location, action, preventScrollReset }: ShownLocation) {
  // The browser's router only (never rendered on the server): sessionStorage is there.
  const [positions] = useState(readPositions);
  const first = useRef(true);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, [positions]);

  useLayoutEffect(() => {
    const initial = first.current;
    first.current = false;
    // After this render pass: the router's parts below (the outlets) render on their own, after
    // this component's commit, and the position must be set on the new screen, not the old one.
    queueMicrotask(() => {
      const saved = positions[location.key];
      // A reload returns to the entry's position; a first visit stays where the browser put it.
      if ((initial || action === 'POP') && saved !== undefined) {
        window.scrollTo(0, saved);
        return;
      }
      if (initial) return;
      if (location.hash) {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      }
      if (!preventScrollReset) window.scrollTo(0, 0);
    });
    // Only a new entry moves the page: the same entry re-rendered (a language switch) stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  const remember = useCallback(
    (key: string) => {
      positions[key] = window.scrollY;
    },
    [positions],
  );
  return { remember };
}
