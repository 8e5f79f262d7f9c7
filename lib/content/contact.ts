// Copy for /contacto: intro, contact channels, the product-interest options of the form,
// the privacy consent labels (also the registration form's) and the success message.
import type { PRODUCT_INTEREST_VALUES } from '@/lib/contract/contact';
import { mailtoHref, whatsappHref } from '@/lib/format/links';
import { site as defaultSite } from '../site';
import { PRIVACY_PATH } from './privacy';
import { formatAddress, type SiteData } from './shared';

export type ProductInterest = (typeof PRODUCT_INTEREST_VALUES)[number];

export const CONTACT_INTRO = {
  title: 'Contáctanos',
  lead:
    'Cuéntanos qué ventana, terraza o espacio quieres resolver y te ayudamos a elegir el producto, ' +
    'la tela y el sistema de operación. Si lo prefieres, te ponemos en contacto con el distribuidor ' +
    'autorizado más cercano para que tome medidas en tu casa o negocio.',
  dealerNote:
    '¿Tienes una tienda de decoración, eres instalador o trabajas en obra? Elige "Quiero ser ' +
    'distribuidor" y te contamos cómo trabajar con nosotros.',
} as const;

/** The options of the "¿Qué te interesa?" select, in the order shown. */
export const PRODUCT_INTERESTS: readonly { value: ProductInterest; label: string }[] = [
  { value: 'persianas', label: 'Persianas' },
  { value: 'toldos', label: 'Toldos' },
  { value: 'motorizacion', label: 'Motorización' },
  { value: 'distribucion', label: 'Quiero ser distribuidor' },
  { value: 'otro', label: 'Otro' },
];

export const CONTACT_FORM_LABELS = {
  name: 'Nombre completo',
  email: 'Correo electrónico',
  phone: 'Teléfono o WhatsApp',
  state: 'Estado',
  municipality: 'Municipio',
  productInterest: '¿Qué te interesa?',
  message: 'Mensaje',
  messagePlaceholder: 'Por ejemplo: necesito tres persianas blackout para recámaras de 1.60 × 1.80 m.',
  submit: 'Enviar mensaje',
  submitting: 'Enviando…',
} as const;

/**
 * A consent checkbox's label, split so the link can be rendered with <Link>:
 * `${before}<Link href={href}>${link}</Link>${after}`.
 */
export type ConsentLabel = { before: string; link: string; href: string; after: string };

/** The consent of the forms that send a request (contact message, quote request). */
export const CONSENT_LABEL = {
  before: 'He leído y acepto el ',
  link: 'aviso de privacidad',
  href: PRIVACY_PATH,
  after: ' y autorizo el uso de mis datos para atender mi solicitud.',
} as const satisfies ConsentLabel;

/** The registration form's consent: opening an account is not a request to attend to. */
export const ACCOUNT_CONSENT_LABEL = {
  before: 'Leí y acepto el ',
  link: 'aviso de privacidad',
  href: PRIVACY_PATH,
  after: '.',
} as const satisfies ConsentLabel;

/** The consent label as plain text (for aria-labels, e-mails and tests). */
export const CONSENT_TEXT = `${CONSENT_LABEL.before}${CONSENT_LABEL.link}${CONSENT_LABEL.after}`;

export const CONTACT_SUCCESS = {
  title: '¡Gracias! Recibimos tu mensaje',
  text:
    'Te responderemos por correo o por teléfono en un plazo de un día hábil. Si elegiste un ' +
    'distribuidor, también le hicimos llegar tu solicitud para que te contacte directamente.',
} as const;

export const CONTACT_ERROR = {
  title: 'No pudimos enviar tu mensaje',
  text: 'Revisa tu conexión e inténtalo de nuevo en unos minutos, o escríbenos directamente por correo o WhatsApp.',
} as const;

export type ContactChannel = {
  id: 'telefono' | 'whatsapp' | 'correo' | 'direccion' | 'horario';
  label: string;
  value: string;
  href?: string;
};

/** Phone, WhatsApp, e-mail, address and hours of the brand, ready to list on the page. */
export function contactChannels(s: SiteData = defaultSite): ContactChannel[] {
  return [
    { id: 'telefono', label: 'Teléfono', value: s.phoneDisplay, href: `tel:${s.phone.replace(/\s+/g, '')}` },
    { id: 'whatsapp', label: 'WhatsApp', value: s.phoneDisplay, href: whatsappHref(s.whatsapp) },
    { id: 'correo', label: 'Correo', value: s.email, href: mailtoHref(s.email) },
    { id: 'direccion', label: 'Taller y oficinas', value: formatAddress(s.address) },
    { id: 'horario', label: 'Horario de atención', value: s.hours },
  ];
}
