import { act, renderHook } from '@testing-library/react';
import type { ErrorEvent, MapSourceDataEvent } from 'react-map-gl/maplibre';
import { STYLE_TIMEOUT_MS } from '@/lib/dealers/map-style';
import { useMapStyle } from './use-map-style';

const STREETS = 'https://tiles.example.com/style.json';
const failure = (message: string) => ({ error: new Error(message) }) as unknown as ErrorEvent;
const tile = (sourceId: string) => ({ sourceId, tile: {} }) as unknown as MapSourceDataEvent;
const isOffline = (style: unknown) =>
  typeof style === 'object' && (style as { name: string }).name.includes('sin conexión');

describe('useMapStyle', () => {
  it('draws the street map first and the offline style once the style or first tiles fail', () => {
    const { result } = renderHook(() => useMapStyle(STREETS));
    expect(result.current).toMatchObject({ style: STREETS, offline: false });
    let handled = false;
    act(() => {
      handled = result.current.onTileError(failure('Failed to fetch'));
    });
    expect(handled).toBe(true);
    expect(result.current.offline).toBe(true);
    expect(isOffline(result.current.style)).toBe(true);
    // Late failures of the tile service are handled quietly too.
    expect(result.current.onTileError(failure('Failed to fetch'))).toBe(true);
  });

  it('keeps the street map once a tile has drawn: a later missing tile is not handled here', () => {
    const { result } = renderHook(() => useMapStyle(STREETS));
    act(() => result.current.onSourceData(tile('openmaptiles')));
    expect(result.current.onTileError(failure('tile 404'))).toBe(false);
    expect(result.current.offline).toBe(false);
  });

  it('falls back when nothing has drawn in time, and never for a missing WebGL', () => {
    jest.useFakeTimers();
    try {
      const { result } = renderHook(() => useMapStyle(STREETS));
      expect(result.current.onTileError(failure('Failed to initialize WebGL'))).toBe(false);
      act(() => jest.advanceTimersByTime(STYLE_TIMEOUT_MS));
      expect(result.current.offline).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('draws the offline style alone when there is no tile style', () => {
    const { result } = renderHook(() => useMapStyle(null));
    expect(result.current.offline).toBe(true);
    expect(isOffline(result.current.style)).toBe(true);
  });
});
