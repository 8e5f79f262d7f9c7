'use client';

import { useCallback, useState } from 'react';
import type { LatLng } from '@/lib/dealers/geo';

type GeoState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; point: LatLng }
  /** The visitor (or the browser's settings) refused. */
  | { status: 'denied' }
  /** Allowed, but no position came (no signal, timeout). */
  | { status: 'unavailable' }
  /** No geolocation in this browser (or not a secure context). */
  | { status: 'unsupported' };

/** The browser's position, asked for only when the visitor presses "Cerca de mí". */
export function useGeolocation() {
  const [state, setState] = useState<GeoState>({ status: 'idle' });

  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator) || !window.isSecureContext) {
      setState({ status: 'unsupported' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setState({ status: 'located', point: { lat: position.coords.latitude, lng: position.coords.longitude } }),
      (error) => setState({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, point: state.status === 'located' ? state.point : null, locate, reset };
}
