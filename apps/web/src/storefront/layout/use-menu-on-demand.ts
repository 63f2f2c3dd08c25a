import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type RefCallback,
} from 'react';
import { usePartOnDemand } from '../../lib/use-part-on-demand';

/** What a header menu's loaded code is told about what the visitor did while it was on its way. */
export interface MenuArrival {
  /** The stand-in was pressed (or, for a menu that opens on hover, the pointer is still on it). */
  opensOnArrival: boolean;
}

/**
 * A header menu that is closed on every first paint: a stand-in button with the target's look
 * and attributes is rendered (on the server too), and Mantine's Menu (Popover and floating-ui
 * with it, some 20 KB gzip) loads when the pointer comes onto it, it takes focus or it is pressed.
 * When the code is here the real menu replaces the stand-in: a press made meanwhile opens it, and
 * keyboard focus moves to its target, so the first interaction is not lost.
 */
export function useMenuOnDemand<P extends MenuArrival>(
  load: () => Promise<ComponentType<P>>,
  { opensOnHover }: { opensOnHover: boolean },
) {
  const [Menu, requestMenu] = usePartOnDemand(load);
  const [isPressed, setPressed] = useState(false);
  const [isHovered, setHovered] = useState(false);
  const standInHadFocus = useRef(false);

  // The stand-in is removed in the same commit that mounts the real target: its ref's cleanup
  // runs before the removal, while focus is still on it, and the target's ref after the insertion.
  const standInRef = useCallback<RefCallback<HTMLElement>>((node) => {
    if (!node) return;
    return () => {
      standInHadFocus.current = node === document.activeElement;
    };
  }, []);
  const targetRef = useCallback<RefCallback<HTMLElement>>((node) => {
    if (node && standInHadFocus.current) {
      standInHadFocus.current = false;
      node.focus({ preventScroll: true });
    }
  }, []);

  return {
    Menu,
    arrival: { opensOnArrival: isPressed || (opensOnHover && isHovered) },
    targetRef,
    standInProps: {
      ref: standInRef,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': false,
      onPointerEnter: () => {
        setHovered(true);
        requestMenu();
      },
      onPointerLeave: () => setHovered(false),
      onFocus: requestMenu,
      onClick: () => {
        setPressed(true);
        requestMenu();
      },
    },
  };
}

/**
 * The opened state of a menu that has just replaced its stand-in. It opens after mounting rather
 * than from the first render, so Mantine records where focus was and returns it there on close, as
 * for any press.
 */
export function useOpenedOnArrival({ opensOnArrival }: MenuArrival) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (opensOnArrival) setOpened(true);
    // Only what happened before the menu arrived counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [opened, setOpened] as const;
}
