// The measuring guide's copy (/como-medir): one section per thing measured differently. The
// deductions it states come from lib/pricing/mount.ts, the same numbers the quoter applies.
import { DEDUCTIONS_CM, OUTSIDE_OVERLAP_CM } from '@/lib/pricing/mount';
import { NARROW_CM } from '@/lib/quoter/measure-warnings';

export const GUIDE_PATH = '/como-medir';

export type GuideSection = {
  id: string;
  title: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
  /** The drawing shown with it (components/guide/measure-drawings.tsx). */
  drawing?: 'dentro' | 'fuera' | 'tres' | 'toldo';
};

const d = DEDUCTIONS_CM.dentro;

export const GUIDE_SECTIONS: readonly GuideSection[] = [
  {
    id: 'antes',
    title: 'Antes de medir',
    paragraphs: [
      'Usa una cinta métrica metálica y anota en centímetros, primero el ancho y luego el alto. Mide cada ventana: aunque se vean iguales, casi nunca lo son.',
      'Decide dónde irá la persiana: dentro del vano (el hueco de la ventana) o fuera, sobre el muro. Se mide distinto.',
    ],
  },
  {
    id: 'dentro',
    title: 'Dentro del vano',
    drawing: 'dentro',
    paragraphs: [
      'Mide el hueco de muro a muro, no el vidrio ni el marco de una hoja. El alto va desde el techo del hueco hasta el alféizar (repisa).',
      `Escribe la medida tal cual: nosotros descontamos ${d.width} cm de ancho para los soportes y ${d.height} cm de alto para que la persiana no roce la repisa. No lo restes tú, o se descontaría dos veces.`,
      'El hueco necesita unos 5 cm de fondo libre para el soporte; si tiene menos, instálala fuera del vano.',
    ],
  },
  {
    id: 'fuera',
    title: 'Fuera del vano',
    drawing: 'fuera',
    paragraphs: [
      `Mide el hueco y suma ${OUTSIDE_OVERLAP_CM} cm por cada lado (${OUTSIDE_OVERLAP_CM * 2} cm al ancho) y unos ${OUTSIDE_OVERLAP_CM * 2} cm al alto, para que cubra el marco y no se cuele la luz.`,
      'Fuera del vano fabricamos la pieza exactamente a la medida que escribes: no descontamos nada.',
    ],
  },
  {
    id: 'tres-medidas',
    title: 'Tres anchos, la menor',
    drawing: 'tres',
    paragraphs: [
      'Los huecos rara vez son rectos. Mide el ancho arriba, en medio y abajo, y el alto a la izquierda, al centro y a la derecha. Anota la medida menor de cada una: así la persiana entra en el punto más angosto.',
    ],
  },
  {
    id: 'persianas',
    title: 'Persianas por tipo',
    paragraphs: ['Todas se miden como arriba; cambia sólo lo que debe cubrir la tela:'],
    bullets: [
      'Enrollables, sheer, romanas y celulares: dentro o fuera del vano, como se explica arriba.',
      'Verticales (puertas y ventanales): el alto va hasta 1 cm antes del piso o del alféizar; en una puerta, el alto casi siempre es mayor que el ancho.',
      'Panel japonés: mide el ancho total del ventanal que deben cubrir los paneles, fuera del vano.',
    ],
  },
  {
    id: 'toldos',
    title: 'Toldos',
    drawing: 'toldo',
    paragraphs: [
      'El ancho es el tramo de fachada que quieres cubrir, de un extremo del toldo al otro; revisa que haya muro firme donde van los soportes.',
      'La salida (proyección) es cuánto sale el toldo desde el muro cuando está abierto, medida en horizontal. En los toldos verticales se mide el alto, del soporte al piso.',
      'Los toldos se fabrican a la medida que escribes: no descontamos nada.',
    ],
  },
  {
    id: 'errores',
    title: 'Errores comunes',
    paragraphs: ['El cotizador te avisa cuando una medida se ve así, pero conviene revisarlo antes:'],
    bullets: [
      `Medir el vidrio o una sola hoja en lugar del hueco completo (menos de ${NARROW_CM} cm de ancho casi siempre es eso).`,
      'Invertir ancho y alto: el ancho va de lado a lado; el alto, de arriba abajo.',
      'Anotar milímetros en lugar de centímetros: 1500 mm son 150 cm.',
      'Restar tú el descuento del vano: lo hacemos nosotros.',
    ],
  },
];

/** What the factory deducts, as the table of the guide shows it. */
export const DEDUCTION_ROWS = [
  { mount: 'Persiana dentro del vano', width: `−${d.width} cm`, height: `−${d.height} cm` },
  { mount: 'Persiana fuera del vano', width: 'Sin descuento', height: 'Sin descuento' },
  { mount: 'Toldo', width: 'Sin descuento', height: 'Sin descuento' },
] as const;
