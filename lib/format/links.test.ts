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
