import { useLayoutEffect, type RefObject } from 'react';

/**
 * A server-rendered box can be typed in before the app has hydrated (a phone on a slow line shows
 * the page seconds before its script runs); React then renders its state's value over what was
 * typed. On mount this reads what the boxes hold and, when any differs from its state, hands all
 * of them to `adopt` (the boxes' own change path), so those keystrokes are kept.
 */
export function useTypedBeforeHydration(
  boxes: RefObject<HTMLInputElement | null>[],
  values: string[],
  adopt: (typed: string[]) => void,
) {
  // A layout effect: it runs in hydration's own commit, before any later render writes the state's
  // value into the box.
  useLayoutEffect(() => {
    const typed = boxes.map((box, index) => box.current?.value ?? values[index]!);
    if (typed.some((text, index) => text !== values[index])) adopt(typed);
    // Only what was typed before the first render counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
