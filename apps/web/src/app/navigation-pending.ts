import { createContext, useContext } from 'react';

/** True while a navigation waits for its screen's code (the browser's router provides it). */
export const NavigationPendingContext = createContext(false);

export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}
