/**
 * @jest-environment node
 */
import { GET } from './route';

const get = (file: string, query: string) =>
  GET(new Request(`http://localhost/ilustraciones/${file}?${query}`), { params: Promise.resolve({ file }) });

describe('GET /ilustraciones/{kind}.svg', () => {
  it('draws the weave and openness the URL asks for, cacheable for a year', async () => {
    const res = await get('toldo-cable.svg', 'color=4a4b4d&opacity=filtrante&pattern=screen&open=3&v=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await res.text();
    expect(svg).toContain('data-kind="toldo-cable"');
    expect(svg).toContain('<pattern id="i-weave"');
    expect(svg).toMatch(/data-fabric="screen" fill="#4a4b4d" fill-opacity="0.65"/);
  });

  it('refuses a pattern or an openness that is not one, in Spanish', async () => {
    const res = await get('enrollable.svg', 'color=4a4b4d&pattern=cuadros&open=50');
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(Object.keys(body.errors).sort()).toEqual(['open', 'pattern']);
    expect(body.errors.open[0]).toBe('La apertura debe ser de 1 % a 20 %.');
  });
});
