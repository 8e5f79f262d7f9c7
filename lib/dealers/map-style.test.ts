/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  configuredStyleUrl,
  MAP_LIMITS,
  offlineMapStyle,
  onlineStyleUrl,
  OPEN_STYLE_URL,
  OUTLINE_PATH,
} from './map-style';

describe('the style a map tries first', () => {
  it("is OpenFreeMap's street map by default, the configured one when set, none when set to offline", () => {
    expect(onlineStyleUrl(undefined)).toBe('https://tiles.openfreemap.org/styles/liberty');
    expect(onlineStyleUrl('')).toBe(OPEN_STYLE_URL);
    expect(onlineStyleUrl('https://tiles.example.com/style.json')).toBe('https://tiles.example.com/style.json');
    expect(onlineStyleUrl('offline')).toBeNull();
  });

  it('counts only an explicit URL as configured (the panel and Mapbox keep their own defaults)', () => {
    expect(configuredStyleUrl(undefined)).toBeNull();
    expect(configuredStyleUrl('offline')).toBeNull();
    expect(configuredStyleUrl('https://tiles.example.com/style.json')).toBe('https://tiles.example.com/style.json');
  });
});

describe('offlineMapStyle', () => {
  const style = offlineMapStyle('http://localhost:3000/');

  it('needs nothing from the network: no glyphs, sprite or symbol layers, data from our own origin', () => {
    expect(style).not.toHaveProperty('glyphs');
    expect(style).not.toHaveProperty('sprite');
    expect(style.layers.map((layer) => layer.type)).not.toContain('symbol');
    expect(style.sources.base!.data).toBe('http://localhost:3000/maps/mexico.geojson');
  });

  it('points at the outline the app ships, which holds Mexico', () => {
    const file = path.join(process.cwd(), 'public', OUTLINE_PATH);
    const data = JSON.parse(readFileSync(file, 'utf8')) as { features: { properties: { kind: string } }[] };
    expect(data.features.filter((f) => f.properties.kind === 'mexico')).toHaveLength(1);
    expect(readFileSync(file).length).toBeLessThan(42 * 1024);
  });

  it('keeps the panning limits the outline file was cut to', () => {
    const script = readFileSync(path.join(process.cwd(), 'scripts/build-map-data.mjs'), 'utf8');
    const [[west, south], [east, north]] = MAP_LIMITS;
    expect(script).toContain(`const BOX = [${west}, ${south}, ${east}, ${north}];`);
  });
});
