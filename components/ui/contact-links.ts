// Link targets for phone numbers, WhatsApp and e-mail, so every "tap to call" on the site
// is built the same way (footer, /contacto, dealer cards). Pure functions, browser or server.

/** `tel:` link from a phone number as people write it: "+52 33 3610 4500" → "tel:+523336104500". */
export { telHref } from '@/lib/format/phone';

/**
 * WhatsApp chat link. wa.me takes the number in international format, digits only
 * (Mexican mobiles: "521" + 10 digits); `text` pre-fills the first message.
 */
export function whatsappHref(number: string, text?: string): string {
  const base = `https://wa.me/${number.replace(/\D/g, '')}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** `mailto:` link, with an optional subject. */
export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}
