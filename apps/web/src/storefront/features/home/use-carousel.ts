import { useReducedMotion } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';

const AUTOPLAY_MS = 6000;

/**
 * A scroll-snap carousel's state: the slide in view (followed while the shopper swipes), moving
 * to a slide, and autoplay that stops while the pointer or focus is inside, when the shopper
 * pauses it, and entirely under prefers-reduced-motion.
 */
export function useCarousel(count: number) {
  const trackRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const canAutoplay = count > 1 && !reducedMotion;
  const playing = canAutoplay && !paused;

  const goTo = useCallback(
    (target: number) => {
      const track = trackRef.current;
      if (!track || count === 0) return;
      const next = (target + count) % count;
      const slide = track.children[next];
      if (!(slide instanceof HTMLElement)) return;
      // Measured from where the track is now, so it works whatever the direction (in RTL
      // scrollLeft counts down from 0) and never scrolls the page itself. An absolute target,
      // because Chromium adds a relative scroll to the end of a smooth scroll still running, so a
      // quick second click would stop between two slides.
      const delta = slide.getBoundingClientRect().left - track.getBoundingClientRect().left;
      track.scrollTo({
        left: track.scrollLeft + delta,
        behavior: reducedMotion ? 'auto' : 'smooth',
      });
      setIndex(next);
    },
    [count, reducedMotion],
  );

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const width = track.clientWidth;
        if (width > 0)
          setIndex(Math.min(count - 1, Math.round(Math.abs(track.scrollLeft) / width)));
      });
    };
    track.addEventListener('scroll', follow, { passive: true });
    return () => {
      track.removeEventListener('scroll', follow);
      cancelAnimationFrame(frame);
    };
  }, [count]);

  useEffect(() => {
    if (!playing || held) return;
    const timer = window.setTimeout(() => goTo(index + 1), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [playing, held, index, goTo]);

  return {
    trackRef,
    index,
    goTo,
    canAutoplay,
    playing,
    togglePlaying: () => setPaused((value) => !value),
    /** Hover and focus inside hold the slideshow still. */
    hold: setHeld,
  };
}
