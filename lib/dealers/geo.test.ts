/** @jest-environment node */
import { boundsOf, distanceKm, projectToPixels } from './geo';

describe('distanceKm (haversine)', () => {
  it('is zero from a point to itself', () => {
    expect(distanceKm({ lat: 20.67, lng: -103.34 }, { lat: 20.67, lng: -103.34 })).toBe(0);
  });

  it('measures Guadalajara to Mexico City at about 460 km, both ways', () => {
    const gdl = { lat: 20.6597, lng: -103.3496 };
    const cdmx = { lat: 19.4326, lng: -99.1332 };
    expect(distanceKm(gdl, cdmx)).toBeGreaterThan(455);
    expect(distanceKm(gdl, cdmx)).toBeLessThan(465);
    expect(distanceKm(cdmx, gdl)).toBeCloseTo(distanceKm(gdl, cdmx), 9);
  });

  it('gives about 111.2 km for one degree of latitude', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.2, 1);
  });

  it('handles antipodes without NaN', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});

describe('boundsOf', () => {
  it('is null for no points', () => {
    expect(boundsOf([])).toBeNull();
  });

  it('frames every point', () => {
    expect(
      boundsOf([
        { lat: 20, lng: -103 },
        { lat: 25, lng: -100 },
        { lat: 19, lng: -99 },
      ]),
    ).toEqual([
      [-103, 19],
      [-99, 25],
    ]);
  });

  it('keeps a minimum span around a single point', () => {
    const [[w, s], [e, n]] = boundsOf([{ lat: 20, lng: -103 }], 0.1)!;
    expect(e - w).toBeCloseTo(0.1, 9);
    expect(n - s).toBeCloseTo(0.1, 9);
    expect((w + e) / 2).toBeCloseTo(-103, 9);
  });
});

describe('projectToPixels', () => {
  it('puts (0, 0) in the middle of the world and doubles with each zoom level', () => {
    expect(projectToPixels({ lat: 0, lng: 0 }, 0)).toEqual({ x: 256, y: 256 });
    expect(projectToPixels({ lat: 0, lng: 0 }, 1)).toEqual({ x: 512, y: 512 });
  });

  it('puts the north above the south', () => {
    expect(projectToPixels({ lat: 30, lng: 0 }, 3).y).toBeLessThan(projectToPixels({ lat: 10, lng: 0 }, 3).y);
  });
});
