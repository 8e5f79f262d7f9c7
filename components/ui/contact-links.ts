// Link targets for phone numbers, WhatsApp and e-mail, so every "tap to call" on the site
// is built the same way (footer, /contacto, dealer cards).

/** `tel:` link from a phone number as people write it: "+52 33 3610 4500" → "tel:+523336104500". */
export { telHref } from '@/lib/format/phone';
export { mailtoHref, whatsappHref } from '@/lib/format/links';
