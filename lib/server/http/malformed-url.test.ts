/** @jest-environment node */
import { BAD_API_REQUEST_PATH, BAD_PAGE_REQUEST_PATH, malformedUrlTarget } from './malformed-url';

describe('malformedUrlTarget (ASVS 1.1.1)', () => {
  it('leaves paths that decode alone, encoded or not, whatever the query says', () => {
    for (const url of [
      '/',
      '/detalles/lino-natural',
      '/catalogo/persianas/enrollables?color=%C3%A1mbar',
      '/api/states?x=%ff',
      '/busca/%20toldo',
    ]) {
      expect(malformedUrlTarget(url)).toBeNull();
    }
  });

  it('sends API paths that do not decode to the JSON 400 and every other path to the page 400', () => {
    expect(malformedUrlTarget('/api/quotes/%ff')).toBe(BAD_API_REQUEST_PATH);
    expect(malformedUrlTarget('/api%ff')).toBe(BAD_PAGE_REQUEST_PATH);
    expect(malformedUrlTarget('/%ff')).toBe(BAD_PAGE_REQUEST_PATH);
    expect(malformedUrlTarget('/detalles/%ff%fe?x=1')).toBe(BAD_PAGE_REQUEST_PATH);
    expect(malformedUrlTarget('/panel/%E0%A4%A')).toBe(BAD_PAGE_REQUEST_PATH);
  });
});
