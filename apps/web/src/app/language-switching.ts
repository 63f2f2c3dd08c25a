import type { Language } from '@dukkan/contracts';

type Switcher = (next: Language) => void;

let switcher: Switcher | null = null;

/** The browser's app registers how it switches language in place (see main.tsx). */
export function setLanguageSwitcher(next: Switcher | null): void {
  switcher = next;
}

/**
 * Switches the page to the other language where it stands: the address moves to the other
 * prefix, the screen re-renders translated and keeps what was typed in a form. Answers false when
 * no app is running (the link then loads the other language's page).
 */
export function switchLanguageInPlace(next: Language): boolean {
  if (!switcher) return false;
  switcher(next);
  return true;
}
