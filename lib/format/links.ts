// Links people tap to write: a WhatsApp chat and an e-mail (calls: telHref in ./phone).

/**
 * WhatsApp chat link. wa.me takes the number in international format, digits only
 * (Mexican mobiles: "521" + 10 digits); `text` pre-fills the first message. With no number,
 * WhatsApp asks whom to send it to.
 */
export function whatsappHref(number: string, text?: string): string {
  const base = `https://wa.me/${number.replace(/\D/g, '')}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** `mailto:` link, with an optional subject and body; with no address, the mail app asks for one. */
export function mailtoHref(email: string, subject?: string, body?: string): string {
  const query = [
    subject ? `subject=${encodeURIComponent(subject)}` : null,
    body ? `body=${encodeURIComponent(body)}` : null,
  ].filter(Boolean);
  return `mailto:${email}${query.length ? `?${query.join('&')}` : ''}`;
}
