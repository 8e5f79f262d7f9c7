/** @jest-environment node */
import { loadEnv } from './env';

describe('environment validation', () => {
  it('applies the defaults when nothing is set', () => {
    expect(loadEnv({})).toMatchObject({ PORT: 3000, DATA_DIR: '.data', HCAPTCHA_VERIFY_URL: 'https://api.hcaptcha.com/siteverify', SEED_DEMO: false });
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable in one message', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', HCAPTCHA_VERIFY_URL: 'no es url' }))
      .toThrow(/Variables de entorno inválidas:[\s\S]*PORT[\s\S]*DATABASE_URL[\s\S]*HCAPTCHA_VERIFY_URL/);
  });
});
