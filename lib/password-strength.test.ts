import { leansOnPersonalData, passwordStrength } from './password-strength';

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

  it("refuses what leans on the user's own name or e-mail", () => {
    expect(passwordStrength('MarianaCastañeda', ['Mariana Castañeda', 'mariana@ejemplo.mx']).problem).toMatch(
      /^Se parece demasiado a tu nombre o a tu correo electrónico/,
    );
    expect(passwordStrength('MarianaCastañeda').problem).toBeNull();
  });

  describe("ASVS 6.2.11: made of the user's own data (leansOnPersonalData), however spaced, cased or accented", () => {
    const personal = ['María José Castañeda Ruiz', 'mjose.castaneda+tienda@correo.mx'];

    it.each([
      'María José Castañeda Ruiz', // the name as it is
      'MARIA JOSE CASTANEDA RUIZ', // in capitals, without accents
      'maría  josé · castañeda', // a stretch of it, spaced and punctuated
      'Castañeda Ruiz María 2026', // its words reordered, with a little else
      'mjose.castaneda+tienda@correo.mx', // the e-mail
      'MJOSE.CASTANEDA+TIENDA', // its local part
      'castaneda tienda correo', // pieces of the address
    ])('refuses %j', (password) => {
      expect(leansOnPersonalData(password, personal)).toBe(true);
      expect(passwordStrength(password, personal).problem).toBe(
        'Se parece demasiado a tu nombre o a tu correo electrónico; elige otra.',
      );
    });

    it.each([
      'María José y la persiana del estudio', // contains the name's words, but mostly other words
      'la persiana del estudio no sube', // nothing of it
      'ventana de la mañana en Ruizópolis', // short pieces inside other words do not add up to most of it
    ])('accepts %j', (password) => {
      expect(leansOnPersonalData(password, personal)).toBe(false);
      expect(passwordStrength(password, personal).problem).toBeNull();
    });

    it("needs the user's data: without it nothing is personal", () => {
      expect(leansOnPersonalData('María José Castañeda Ruiz', [])).toBe(false);
      expect(leansOnPersonalData('María José Castañeda Ruiz', [null, undefined, ''])).toBe(false);
    });
  });

  it('accepts a passphrase of any characters, spaces and accents included, and rates it', () => {
    const strength = passwordStrength('la persiana del estudio no sube');
    expect(strength.problem).toBeNull();
    expect(strength.score).toBeGreaterThanOrEqual(3);
    expect(strength.label).toMatch(/^(Segura|Muy segura)$/);
  });

  it("accepts the demo accounts' password", () => {
    expect(passwordStrength('Solara-demo-2026').problem).toBeNull();
  });
});
