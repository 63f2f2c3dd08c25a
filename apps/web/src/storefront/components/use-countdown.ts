import { useEffect, useState } from 'react';
import type { Digits } from '../../lib/locales';
import { writeDigits } from '../../lib/write-digits';

/** Milliseconds left until `until` (ISO), ticking every second; 0 once it has passed. */
export function useCountdown(until: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const end = until ? Date.parse(until) : NaN;
  const isRunning = !Number.isNaN(end) && end > now;

  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [isRunning]);

  if (Number.isNaN(end)) return null;
  return Math.max(0, end - now);
}

/** "29:05", or "1:02:03" past an hour, in the page's digits. */
export function formatCountdown(ms: number, digits: Digits): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  const text =
    hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
  return writeDigits(text, digits);
}
