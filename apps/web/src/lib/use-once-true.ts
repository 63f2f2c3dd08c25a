import { useState } from 'react';

/**
 * True from the first render where `value` is true, then for good. An overlay whose code loads on
 * demand (a drawer) mounts once it is first opened and stays mounted, so it can close with its
 * transition and open again at once.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
