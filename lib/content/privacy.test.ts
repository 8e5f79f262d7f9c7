import { site } from '../site';
import { TOKEN_KEY } from '../api/config';
import { PRIVACY_SECTION_IDS, privacyNotice } from './privacy';
import type { SiteData } from './shared';

const allText = (notice: ReturnType<typeof privacyNotice>) =>
  notice.sections.flatMap((s) => [s.title, ...s.paragraphs, ...(s.bullets ?? [])]).join('\n');

describe('privacyNotice', () => {
  const notice = privacyNotice({ ...site, url: 'http://localhost:3000' }, '2026-01-15');

  it('has every required section, once and in order', () => {
    expect(notice.sections.map((s) => s.id)).toEqual([...PRIVACY_SECTION_IDS]);
    expect(PRIVACY_SECTION_IDS).toEqual(
      expect.arrayContaining([
        'responsable',
        'datos-personales',
        'finalidades-primarias',
        'finalidades-secundarias',
        'transferencias',
        'derechos-arco',
        'revocacion',
        'limitacion',
        'cookies',
        'cambios',
        'autoridad',
      ]),
    );
    for (const section of notice.sections) expect(section.paragraphs.length).toBeGreaterThan(0);
  });

  it('keeps the date as given and writes it out', () => {
    expect(notice.title).toBe('Aviso de privacidad integral');
    expect(notice.updatedAt).toBe('2026-01-15');
    expect(notice.updatedAtLabel).toBe('15 de enero de 2026');
  });

  it('covers the legal points', () => {
    const text = allText(notice);
    expect(text).toMatch(/5 días hábiles/);
    expect(text).toMatch(/20 días hábiles/);
    expect(text).toMatch(/15 días hábiles/);
    expect(text).toMatch(/las permite la ley de protección de datos personales/);
    expect(text).toMatch(/REPEP/);
    expect(text).toMatch(/REUS/);
    expect(text).toMatch(/no recabamos datos personales sensibles/i);
    expect(text).toMatch(/autoridad garante en materia de protección de datos personales/);
    expect(text).toContain(TOKEN_KEY);
    expect(TOKEN_KEY).toBe('user_token');
    expect(text).toContain('/aviso-de-privacidad');
  });

  it('takes every brand datum from the site argument', () => {
    const other: SiteData & { url: string } = {
      ...site,
      name: 'Cortinas Norte',
      legalName: 'Cortinas del Norte, S. de R.L. de C.V.',
      rfc: 'CNO200101XY9',
      phoneDisplay: '81 8000 1234',
      privacyEmail: 'datos@cortinasnorte.example',
      url: 'https://cortinasnorte.example/',
      address: {
        street: 'Calle Hidalgo 100, Centro',
        city: 'Monterrey',
        state: 'Nuevo León',
        postalCode: '64000',
        country: 'MX',
      },
    };
    const text = allText(privacyNotice(other, '2026-02-01'));
    for (const value of [
      other.legalName,
      other.rfc,
      other.phoneDisplay,
      other.privacyEmail,
      'Calle Hidalgo 100, Centro',
      'C.P. 64000',
      'Monterrey',
      'Nuevo León',
    ]) {
      expect(text).toContain(value);
    }
    expect(text).toContain('https://cortinasnorte.example/aviso-de-privacidad');
    for (const value of [site.legalName, site.rfc, site.privacyEmail, site.address.street, site.phoneDisplay]) {
      expect(text).not.toContain(value);
    }
  });
});
