import { passwordStrength } from './password-strength';

// The rules the server applies (lib/server/auth/password-policy.ts) and the forms' meter shows.
describe('passwordStrength (ASVS 6.2.1, 6.2.4, 6.2.5, 6.2.11)', () => {
  it('refuses fewer than 12 characters, whatever they are', () => {
    expect(passwordStrength('Ab1!xY9$zQ2').problem).toBe('Usa al menos 12 caracteres.');
  });

  it('refuses the most used passwords, in any capitals', () => {
    for (const password of ['123456789012', 'QWERTYUIOPAS', '1q2w3e4r5t6y']) {
      expect(passwordStrength(password).problem).toMatch(/^Es una de las contraseñas más usadas|^Es fácil de adivinar/);
    }
  });

  it('refuses what leans on the user\'s own name or e-mail', () => {
    expect(passwordStrength('MarianaCastañeda', ['Mariana Castañeda', 'mariana@ejemplo.mx']).problem).toMatch(/^Es fácil de adivinar/);
    expect(passwordStrength('MarianaCastañeda').problem).toBeNull();
  });

  it('accepts a passphrase of any characters, spaces and accents included, and rates it', () => {
    const strength = passwordStrength('la persiana del estudio no sube');
    expect(strength.problem).toBeNull();
    expect(strength.score).toBeGreaterThanOrEqual(3);
    expect(strength.label).toMatch(/^(Segura|Muy segura)$/);
  });

  it('accepts the demo accounts\' password', () => {
    expect(passwordStrength('Solara-demo-2026').problem).toBeNull();
  });
});
