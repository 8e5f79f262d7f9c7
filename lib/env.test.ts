/** @jest-environment node */
import { loadEnv } from './env';

describe('environment validation', () => {
  it('applies the defaults when nothing is set', () => {
    expect(loadEnv({})).toMatchObject({
      PORT: 3000,
      DATA_DIR: '.data',
      HCAPTCHA_VERIFY_URL: 'https://api.hcaptcha.com/siteverify',
      SEED_DEMO: false,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable in one message', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', HCAPTCHA_VERIFY_URL: 'no es url' })).toThrow(
      /Variables de entorno inválidas:[\s\S]*PORT[\s\S]*DATABASE_URL[\s\S]*HCAPTCHA_VERIFY_URL/,
    );
  });

  it('reads TRUST_PROXY (default 0) and RATE_LIMITS overrides', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(0);
    expect(loadEnv({}).RATE_LIMITS).toEqual({});
    expect(loadEnv({ TRUST_PROXY: '1', RATE_LIMITS: 'register=200/3600, recovery=50/900' })).toMatchObject({
      TRUST_PROXY: 1,
      RATE_LIMITS: { register: { points: 200, duration: 3600 }, recovery: { points: 50, duration: 900 } },
    });
    expect(() => loadEnv({ RATE_LIMITS: 'registro=5/60' })).toThrow(/RATE_LIMITS: «registro=5\/60» no es válido/);
    expect(() => loadEnv({ RATE_LIMITS: 'login=0/60' })).toThrow(/RATE_LIMITS/);
    expect(() => loadEnv({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });

  it('reads CORS_ORIGINS as exact origins (none by default) and refuses anything else', () => {
    expect(loadEnv({}).CORS_ORIGINS).toEqual([]);
    expect(loadEnv({ CORS_ORIGINS: 'https://www.example.mx, http://localhost:4000' }).CORS_ORIGINS).toEqual([
      'https://www.example.mx',
      'http://localhost:4000',
    ]);
    for (const bad of [
      'https://www.example.mx/',
      'www.example.mx',
      'https://www.example.mx/tienda',
      'ftp://example.mx',
    ]) {
      expect(() => loadEnv({ CORS_ORIGINS: bad })).toThrow(/CORS_ORIGINS: .* no es un origen/);
    }
  });

  it('reads the sessions per account (default 10) as a whole number from 1 to 1000', () => {
    expect(loadEnv({}).SESSION_MAX_PER_USER).toBe(10);
    expect(loadEnv({ SESSION_MAX_PER_USER: '3' }).SESSION_MAX_PER_USER).toBe(3);
    for (const bad of ['0', '1001', '2.5', 'diez'])
      expect(() => loadEnv({ SESSION_MAX_PER_USER: bad })).toThrow(/SESSION_MAX_PER_USER/);
  });

  it('reads the session lifetimes (defaults 12 hours idle, 30 days in all) as positive whole numbers', () => {
    expect(loadEnv({})).toMatchObject({ SESSION_IDLE_HOURS: 12, SESSION_MAX_DAYS: 30 });
    expect(loadEnv({ SESSION_IDLE_HOURS: '2', SESSION_MAX_DAYS: '7' })).toMatchObject({
      SESSION_IDLE_HOURS: 2,
      SESSION_MAX_DAYS: 7,
    });
    for (const bad of ['0', '-1', '1.5', 'doce']) {
      expect(() => loadEnv({ SESSION_IDLE_HOURS: bad })).toThrow(/SESSION_IDLE_HOURS/);
      expect(() => loadEnv({ SESSION_MAX_DAYS: bad })).toThrow(/SESSION_MAX_DAYS/);
    }
  });

  it('reads API_URL (a front end only) without its trailing slash, and refuses other schemes', () => {
    expect(loadEnv({}).API_URL).toBeUndefined();
    expect(loadEnv({ API_URL: 'https://api.example.mx/' }).API_URL).toBe('https://api.example.mx');
    expect(() => loadEnv({ API_URL: 'ftp://api.example.mx' })).toThrow(/API_URL/);
    expect(() => loadEnv({ API_URL: 'api.example.mx' })).toThrow(/API_URL/);
  });

  it('needs REVALIDATE_SECRET (32+ characters) to tell front ends through REVALIDATE_URLS', () => {
    const secret = 'x'.repeat(32);
    expect(loadEnv({ REVALIDATE_URLS: 'https://www.example.mx', REVALIDATE_SECRET: secret }).REVALIDATE_URLS).toEqual([
      'https://www.example.mx',
    ]);
    expect(() => loadEnv({ REVALIDATE_URLS: 'https://www.example.mx' })).toThrow(/REVALIDATE_SECRET: falta/);
    expect(() => loadEnv({ REVALIDATE_SECRET: 'corta' })).toThrow(/REVALIDATE_SECRET/);
  });

  it('reads LOG_PSEUDONYM_SECRET (32+ characters; none by default: a key kept in DATA_DIR)', () => {
    expect(loadEnv({}).LOG_PSEUDONYM_SECRET).toBeUndefined();
    expect(loadEnv({ LOG_PSEUDONYM_SECRET: 'k'.repeat(32) }).LOG_PSEUDONYM_SECRET).toBe('k'.repeat(32));
    expect(() => loadEnv({ LOG_PSEUDONYM_SECRET: 'corta' })).toThrow(
      /LOG_PSEUDONYM_SECRET: debe tener al menos 32 caracteres/,
    );
  });
});
