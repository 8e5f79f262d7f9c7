// Shape checks for the static copy: lines, about, contact.
import { PRODUCT_INTEREST_VALUES } from '@/lib/contract/contact';
import { site } from '../site';
import { aboutPage, MANUFACTURING_STEPS, WARRANTY_TERMS } from './about';
import { CONSENT_LABEL, CONSENT_TEXT, contactChannels, PRODUCT_INTERESTS } from './contact';
import { LINE_CONTENT, LINE_SLUGS } from './lines';
import type { SiteData } from './shared';

const BANNED = /lorem|ipsum|próximamente|\bTODO\b|\bTBD\b/;

describe('LINE_CONTENT', () => {
  it.each(LINE_SLUGS)('%s has 3–4 benefits, 4–6 uses and 3 FAQs', (slug) => {
    const line = LINE_CONTENT[slug];
    expect(line.slug).toBe(slug);
    expect(line.benefits.length).toBeGreaterThanOrEqual(3);
    expect(line.benefits.length).toBeLessThanOrEqual(4);
    expect(line.uses.length).toBeGreaterThanOrEqual(4);
    expect(line.uses.length).toBeLessThanOrEqual(6);
    expect(line.faq).toHaveLength(3);
    expect(JSON.stringify(line)).not.toMatch(BANNED);
  });

  it('motorización covers motors, battery, hubs, remotes, wind sensor, installation and warranty', () => {
    const text = JSON.stringify(LINE_CONTENT.motorizacion);
    for (const topic of [
      /tubular/,
      /batería/,
      /Wi-Fi/,
      /Zigbee/,
      /control remoto/i,
      /sensor de viento/,
      /instala/,
      /garantía/,
    ]) {
      expect(text).toMatch(topic);
    }
  });
});

describe('aboutPage', () => {
  const page = aboutPage();

  it('has the story, manufacturing, warranty and coverage sections', () => {
    expect(page.sections.map((s) => s.id)).toEqual(['historia', 'fabricacion', 'garantia', 'cobertura']);
    expect(JSON.stringify(page)).toContain('2009');
    expect(JSON.stringify(page)).not.toMatch(BANNED);
  });

  it('lists the four manufacturing steps and the warranty terms', () => {
    expect(MANUFACTURING_STEPS.map((s) => s.id)).toEqual(['corte', 'confeccion', 'ensamble', 'control-de-calidad']);
    const warranty = page.sections.find((s) => s.id === 'garantia');
    expect(warranty?.bullets).toHaveLength(WARRANTY_TERMS.length);
    expect(warranty?.bullets?.join(' ')).toMatch(/Mecanismos de persiana: 5 años/);
    expect(warranty?.bullets?.join(' ')).toMatch(/Telas: 2 años/);
    expect(warranty?.bullets?.join(' ')).toMatch(/Motores y controles: 2 años.*distribuidor autorizado/);
  });

  it('takes brand data from the site argument', () => {
    const other: SiteData = {
      ...site,
      shortName: 'Norte',
      email: 'hola@norte.example',
      address: { ...site.address, city: 'Monterrey' },
    };
    const text = JSON.stringify(aboutPage(other));
    expect(text).toContain('hola@norte.example');
    expect(text).toContain('Monterrey');
    expect(text).not.toContain(site.email);
  });
});

describe('contact copy', () => {
  it('offers exactly the interests the contact schema accepts', () => {
    expect(PRODUCT_INTERESTS.map((p) => p.value)).toEqual([...PRODUCT_INTEREST_VALUES]);
    expect(PRODUCT_INTERESTS.find((p) => p.value === 'distribucion')?.label).toBe('Quiero ser distribuidor');
  });

  it('links the consent label to the privacy notice', () => {
    expect(CONSENT_LABEL.href).toBe('/aviso-de-privacidad');
    expect(CONSENT_TEXT).toContain('aviso de privacidad');
  });

  it('lists the brand channels with working links', () => {
    const channels = contactChannels(site);
    expect(channels.find((c) => c.id === 'telefono')?.href).toBe('tel:+523336104500');
    expect(channels.find((c) => c.id === 'whatsapp')?.href).toBe(`https://wa.me/${site.whatsapp}`);
    expect(channels.find((c) => c.id === 'correo')?.value).toBe(site.email);
    expect(channels.find((c) => c.id === 'direccion')?.value).toContain('C.P. 44550, Guadalajara, Jalisco, México');
  });
});
