import { useState } from 'react';

export type LocationState =
  { phase: 'idle' } | { phase: 'locating' } | { phase: 'denied' } | { phase: 'unavailable' };

/** Degrees to 6 decimals, as the API keeps them (about 11 cm). */
const degrees = (value: number) => value.toFixed(6);

/**
 * "Use my location": asks the browser for the device's position, once, only when the shopper
 * presses the button, so the browser's own permission prompt is the consent. A refusal and a
 * device without a position are told apart, so the message says what happened.
 */
export function useGeolocation(onFound: (latitude: string, longitude: string) => void) {
  const [state, setState] = useState<LocationState>({ phase: 'idle' });

  function locate() {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setState({ phase: 'unavailable' });
      return;
    }
    setState({ phase: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState({ phase: 'idle' });
        onFound(degrees(position.coords.latitude), degrees(position.coords.longitude));
      },
      (error) =>
        setState({ phase: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  return { state, locate };
}
