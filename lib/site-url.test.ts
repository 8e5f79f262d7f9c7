import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtSiteUrl, siteUrlOf } from './site-url';

describe('the site address', () => {
  it('is SITE_URL without its trailing slash, else localhost on the port the server listens on', () => {
    expect(siteUrlOf({ SITE_URL: 'https://persianas.example.mx/', PORT: 3000 })).toBe('https://persianas.example.mx');
    expect(siteUrlOf({ PORT: 3903 })).toBe('http://localhost:3903');
  });

  it('the build wrote down the one it prerendered with; no build, no address', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'solara-build-'));
    try {
      expect(builtSiteUrl(dir)).toBeUndefined();
      writeFileSync(
        path.join(dir, 'required-server-files.json'),
        JSON.stringify({ config: { env: { SOLARA_BUILD_SITE_URL: 'http://localhost:3000' } } }),
      );
      expect(builtSiteUrl(dir)).toBe('http://localhost:3000');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
