/** @jest-environment node */
import { CAPITAL_LABEL_ZOOM, labelText, placeStateLabels } from './map-labels';
import { STATES, stateInfo } from './states';

describe('placeStateLabels', () => {
  it('shows every state when zoomed in far enough', () => {
    expect(placeStateLabels(9, [])).toHaveLength(32);
  });

  it('drops overlapping names at country zoom, keeping far-apart ones', () => {
    const placed = placeStateLabels(4.3, []).map((s) => s.id);
    expect(placed.length).toBeGreaterThan(8);
    expect(placed.length).toBeLessThan(32);
    // Far from everything else: always room.
    expect(placed).toEqual(expect.arrayContaining([2, 26, 31]));
    // The crowded centre (Mexico City, Tlaxcala, Morelos, Estado de México) cannot all fit.
    expect([9, 15, 17, 29].filter((id) => placed.includes(id)).length).toBeLessThan(4);
  });

  it('prefers the states passed first', () => {
    expect(placeStateLabels(4.3, [], new Set([9])).map((s) => s.id)).toContain(9);
  });

  it('keeps clear of markers', () => {
    const yucatan = stateInfo(31)!;
    const marker = { lat: yucatan.lat - 0.15, lng: yucatan.lng };
    expect(placeStateLabels(7, [marker]).map((s) => s.id)).not.toContain(31);
  });

  it('names the capital instead of the state when zoomed in to a city', () => {
    const jalisco = stateInfo(14)!;
    expect(labelText(jalisco, CAPITAL_LABEL_ZOOM - 1)).toBe('Jalisco');
    expect(labelText(jalisco, CAPITAL_LABEL_ZOOM)).toBe('Guadalajara');
  });

  it('has one entry per INEGI state id', () => {
    expect(STATES.map((s) => s.id)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
  });
});
