import { formatPhone, formatPhoneInternational, telHref, whatsappNumber } from './phone';

describe('Mexican phone numbers', () => {
  it('groups ten national digits as Mexicans read them, whatever way they were typed', () => {
    expect(formatPhone('3312458790')).toBe('33 1245 8790');
    expect(formatPhone('523336424180')).toBe('33 3642 4180');
    expect(formatPhone('+52 222 248 6615')).toBe('222 248 6615');
    expect(formatPhoneInternational('2222486615')).toBe('+52 222 248 6615');
  });

  it('leaves what is not a Mexican number as it was written', () => {
    expect(formatPhone(' 12 ')).toBe('12');
    expect(telHref('12')).toBe('tel:12');
  });

  it('dials in international form', () => {
    expect(telHref('33 1245 8790')).toBe('tel:+523312458790');
  });

  it('gives WhatsApp the international digits', () => {
    expect(whatsappNumber('33 1245 8790')).toBe('523312458790');
    expect(whatsappNumber('+52 222 248 6615')).toBe('522222486615');
  });
});
