// Links people tap to write: a WhatsApp chat and an e-mail (calls: telHref in ./phone).

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
