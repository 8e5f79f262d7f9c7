import { mailtoHref, whatsappHref } from './links';

it('builds WhatsApp links from the number as written, with an optional first message', () => {
  expect(whatsappHref('521 33 1874 2260')).toBe('https://wa.me/5213318742260');
  expect(whatsappHref('5213318742260', 'Hola, ¿precio?')).toBe(
    'https://wa.me/5213318742260?text=Hola%2C%20%C2%BFprecio%3F',
  );
});

it('builds mailto links with an optional subject', () => {
  expect(mailtoHref('ventas@solara.mx')).toBe('mailto:ventas@solara.mx');
  expect(mailtoHref('ventas@solara.mx', 'Cotización')).toBe('mailto:ventas@solara.mx?subject=Cotizaci%C3%B3n');
});

it('shares a text with whomever the visitor picks', () => {
  const text = 'Cotización COT-1\nTotal: $1,000.00 & más';
  expect(whatsappHref('', text)).toBe(`https://wa.me/?text=${encodeURIComponent(text)}`);
  const mail = new URL(mailtoHref('', 'Cotización COT-1', text));
  expect(mail.protocol).toBe('mailto:');
  expect(mail.searchParams.get('subject')).toBe('Cotización COT-1');
  expect(mail.searchParams.get('body')).toBe(text);
});
