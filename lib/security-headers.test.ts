import { OPEN_STYLE_URL } from '@/lib/dealers/map-style';
import { contentSecurityPolicy, needsNonce, newNonce, OPEN_MAP_HOSTS, wantsHsts } from './security-headers';

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split('; ').map((part) => {
      const [name, ...values] = part.split(' ');
      return [name!, values];
    }),
  );

describe('content security policy', () => {
  it('locks plugins, <base>, framing and form targets on every page', () => {
    for (const csp of [contentSecurityPolicy(), contentSecurityPolicy({ nonce: 'abc' })]) {
      const d = directives(csp);
      expect(d['object-src']).toEqual(["'none'"]);
      expect(d['base-uri']).toEqual(["'none'"]);
      expect(d['frame-ancestors']).toEqual(["'none'"]);
      expect(d['form-action']).toEqual(["'self'"]);
      expect(d['img-src']).toEqual(expect.arrayContaining(['data:', 'blob:']));
      expect(d['worker-src']).toEqual(["'self'", 'blob:']);
      for (const name of ['script-src', 'style-src', 'frame-src', 'connect-src']) {
        expect(d[name]).toEqual(expect.arrayContaining(['https://hcaptcha.com', 'https://*.hcaptcha.com']));
      }
      expect(d['script-src']).not.toContain("'unsafe-eval'");
      expect(csp).not.toContain('upgrade-insecure-requests');
    }
  });

  it('uses the nonce with strict-dynamic and no unsafe-inline for scripts when given one', () => {
    const d = directives(contentSecurityPolicy({ nonce: 'bm9uY2U=' }));
    expect(d['script-src']!.slice(0, 2)).toEqual(["'nonce-bm9uY2U='", "'strict-dynamic'"]);
    expect(d['script-src']).not.toContain("'unsafe-inline'");
    // A nonce in style-src would switch off 'unsafe-inline', which React's style attributes need.
    expect(d['style-src']).toContain("'unsafe-inline'");
    expect(d['style-src']!.some((value) => value.startsWith("'nonce-"))).toBe(false);
  });

  it('lets static pages run Next inline scripts without a nonce', () => {
    expect(directives(contentSecurityPolicy())['script-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://hcaptcha.com',
      'https://*.hcaptcha.com',
    ]);
  });

  it('adds the map provider and API hosts that are configured', () => {
    const d = directives(
      contentSecurityPolicy({
        mapboxToken: 'pk.x',
        mapStyleUrl: 'https://tiles.example.com/style.json',
        apiUrl: 'https://api.example.com/v1',
      }),
    );
    expect(d['connect-src']).toEqual(
      expect.arrayContaining(['https://api.mapbox.com', 'https://tiles.example.com', 'https://api.example.com']),
    );
    expect(d['img-src']).toEqual(expect.arrayContaining(['https://api.example.com']));
    expect(directives(contentSecurityPolicy({ mapStyleUrl: 'no es url' }))['connect-src']).toEqual([
      "'self'",
      'https://hcaptcha.com',
      'https://*.hcaptcha.com',
    ]);
  });

  it('allows the default street map host, exactly the host its style and tiles come from, unless the map is offline', () => {
    const d = directives(contentSecurityPolicy());
    expect(OPEN_MAP_HOSTS).toEqual([new URL(OPEN_STYLE_URL).origin]);
    for (const name of ['connect-src', 'img-src']) expect(d[name]).toContain('https://tiles.openfreemap.org');
    const offline = directives(contentSecurityPolicy({ mapStyleUrl: 'offline' }));
    expect(offline['connect-src']).toEqual(["'self'", 'https://hcaptcha.com', 'https://*.hcaptcha.com']);
    expect(
      directives(contentSecurityPolicy({ mapStyleUrl: 'https://tiles.example.com/style.json' }))['connect-src'],
    ).not.toContain('https://tiles.openfreemap.org');
  });

  it("adds the verification script's alternative domain (spec §7) wherever hCaptcha is allowed", () => {
    const d = directives(contentSecurityPolicy({ captchaScriptUrl: 'https://js.hcaptcha-alt.example/1/api.js' }));
    for (const name of ['script-src', 'style-src', 'connect-src', 'frame-src'])
      expect(d[name]).toContain('https://js.hcaptcha-alt.example');
  });

  it('allows eval only in development and upgrades requests only when asked', () => {
    expect(directives(contentSecurityPolicy({ dev: true }))['script-src']).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ upgradeInsecureRequests: true })).toMatch(/; upgrade-insecure-requests$/);
  });
});

describe('routes with a nonce', () => {
  it.each([
    ['/login', true],
    ['/autenticacion', true],
    ['/panel', true],
    ['/panel/usuarios', true],
    ['/', false],
    ['/loginx', false],
    ['/contacto', false],
    ['/api/login', false],
  ])('%s → %s', (path, expected) => expect(needsNonce(path)).toBe(expected));

  it('gives a fresh base64 nonce each time', () => {
    const a = newNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(a);
  });
});

describe('HSTS', () => {
  it('only in production over https (SITE_URL, or a trusted proxy saying so)', () => {
    expect(wantsHsts({ production: true, siteUrl: 'https://solara.mx', trustProxy: 0 })).toBe(true);
    expect(wantsHsts({ production: false, siteUrl: 'https://solara.mx', trustProxy: 0 })).toBe(false);
    expect(
      wantsHsts({ production: true, siteUrl: 'http://localhost:3000', trustProxy: 0, forwardedProto: 'https' }),
    ).toBe(false);
    expect(wantsHsts({ production: true, trustProxy: 1, forwardedProto: 'https' })).toBe(true);
    expect(wantsHsts({ production: true, trustProxy: 1, forwardedProto: 'http' })).toBe(false);
  });
});
