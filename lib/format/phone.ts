// Mexican phone numbers as people read and dial them, by libphonenumber-js (Google's metadata,
// maintained) instead of hand-kept area-code lists. Pure: browser, server and PDF use it alike.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

function parse(phone: string) {
  const parsed = parsePhoneNumberFromString(phone.trim(), 'MX');
  return parsed?.isValid() ? parsed : null;
}

/** "3312458790" → "33 1245 8790"; "+52 222 248 6615" → "222 248 6615"; anything unparseable as given. */
export function formatPhone(phone: string): string {
  return parse(phone)?.formatNational() ?? phone.trim();
}

/** "+52 33 1245 8790": for readers outside Mexico (JSON-LD, e-mails). */
export function formatPhoneInternational(phone: string): string {
  return parse(phone)?.formatInternational() ?? phone.trim();
}

/** `tel:+523312458790`: international form, so it dials from any phone. */
export function telHref(phone: string): string {
  const parsed = parse(phone);
  return parsed ? `tel:${parsed.number}` : `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The digits wa.me takes: "33 1245 8790" → "523312458790"; unparseable, its digits as given. */
export function whatsappNumber(phone: string): string {
  const parsed = parse(phone);
  return parsed ? parsed.number.slice(1) : phone.replace(/\D/g, '');
}
