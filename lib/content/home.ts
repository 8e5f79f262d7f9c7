// Copy for the home page (/): hero, reasons to choose the brand, quoter and dealer teasers.
import { countLabel } from '@/lib/format/count';

type Cta = { label: string; href: string };

export const HERO = {
  eyebrow: 'Fabricantes en Guadalajara desde 2009',
  title: 'Persianas y toldos hechos a la medida de tu espacio',
  subtitle:
    'Enrollables, Sheer Elegance, romanas, verticales, toldos retráctiles y motorización, fabricados al ' +
    'centímetro en nuestro taller e instalados por distribuidores autorizados en todo México.',
  primaryCta: { label: 'Cotiza en línea', href: '/cotizador' },
  secondaryCta: { label: 'Encuentra un distribuidor', href: '/distribuidores' },
} as const satisfies {
  eyebrow: string;
  title: string;
  subtitle: string;
  primaryCta: Cta;
  secondaryCta: Cta;
};

type Reason = { id: string; title: string; text: string };

export const REASONS: readonly Reason[] = [
  {
    id: 'fabricacion-propia',
    title: 'Fabricación propia en Guadalajara',
    text:
      'Cortamos, confeccionamos y armamos cada pieza en nuestro taller. No revendemos: sabemos cómo ' +
      'está hecha tu persiana porque la hicimos nosotros.',
  },
  {
    id: 'medida-exacta',
    title: 'A la medida exacta',
    text:
      'Fabricamos con las medidas de tu ventana, al centímetro, desde 30 cm hasta 5 m de ancho en ' +
      'persianas y hasta 6 m en toldos. Sin tallas estándar ni recortes en casa.',
  },
  {
    id: 'garantia',
    title: 'Garantía por escrito',
    text:
      'Hasta 5 años en mecanismos, 2 años en telas y 2 años en motores instalados por un distribuidor ' +
      'autorizado. Si algo falla, sabes a quién llamar.',
  },
  {
    id: 'red-de-distribuidores',
    title: 'Distribuidores que miden e instalan',
    text:
      'Nuestra red de distribuidores autorizados toma medidas, instala y da servicio en tu ciudad, con ' +
      'refacciones y soporte directo de fábrica.',
  },
];

export const QUOTER_CTA = {
  title: '¿Cuánto cuesta tu persiana o tu toldo?',
  text:
    'Elige el tipo, la tela y el color, escribe tus medidas y conoce el precio al momento, con IVA ' +
    'desglosado. Agrega motor, cenefa o instalación y guarda la cotización en tu cuenta para después.',
  button: { label: 'Abrir el cotizador', href: '/cotizador' },
  note: 'Sin compromiso: guardar una cotización no genera ningún cargo.',
} as const;

export const DEALER_TEASER = {
  title: 'Un distribuidor cerca de ti',
  button: { label: 'Ver el mapa de distribuidores', href: '/distribuidores' },
} as const;

/**
 * The dealer count line of the home page, with Spanish agreement:
 * "14 distribuidores en 13 estados miden, instalan…" / "1 distribuidor en 1 estado mide, instala…".
 */
export function dealerTeaser(dealers: number, states: number): string {
  if (!Number.isFinite(dealers) || dealers <= 0) {
    return (
      'Enviamos a todo México desde nuestro taller en Guadalajara. Escríbenos y te decimos quién puede ' +
      'medir e instalar en tu ciudad.'
    );
  }
  const who = countLabel(dealers, 'distribuidor', 'distribuidores');
  const where = countLabel(Math.max(1, Number.isFinite(states) ? states : 1), 'estado', 'estados');
  return dealers === 1
    ? `${who} en ${where} mide, instala y da servicio a nuestras persianas y toldos. Encuéntralo en el mapa.`
    : `${who} en ${where} miden, instalan y dan servicio a nuestras persianas y toldos. Busca el más cercano en el mapa.`;
}
