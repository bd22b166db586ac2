import { useCallback, useState } from 'react';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

type GeolocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; coordinates: Coordinates }
  | { status: 'failed'; message: string };

const MESSAGES = {
  unsupported: 'Tu navegador no permite obtener tu ubicación. Elige un estado y una ciudad.',
  denied:
    'No tenemos permiso para usar tu ubicación. Puedes permitirlo en la configuración de tu navegador, o elegir un estado y una ciudad.',
  unavailable: 'No pudimos obtener tu ubicación en este momento. Intenta de nuevo o elige un estado y una ciudad.',
  timeout: 'Obtener tu ubicación tardó demasiado. Intenta de nuevo o elige un estado y una ciudad.',
} as const;

/**
 * "Cerca de mí": asks the browser for the position once per click, with a Spanish reason when it
 * cannot. `onLocated` runs with the position, in the same render: what depends on being located
 * (the filters it replaces) changes only when it is, not when the browser refuses.
 */
export function useGeolocation() {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });

  const locate = useCallback((onLocated?: () => void) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setState({ status: 'failed', message: MESSAGES.unsupported });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        onLocated?.();
        setState({
          status: 'located',
          coordinates: { latitude: position.coords.latitude, longitude: position.coords.longitude },
        });
      },
      (error) =>
        setState({
          status: 'failed',
          message:
            error.code === error.PERMISSION_DENIED
              ? MESSAGES.denied
              : error.code === error.TIMEOUT
                ? MESSAGES.timeout
                : MESSAGES.unavailable,
        }),
      // A city-level fix is enough to sort dealers; a recent one avoids waiting on GPS.
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }, []);

  const clear = useCallback(() => setState({ status: 'idle' }), []);

  return { state, locate, clear };
}
