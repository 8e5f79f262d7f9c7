// The demo dealers' pages: hours, what each sells and installs, a short description.
// Keyed by the distributor's account e-mail (./distributors.ts and the demo distributor).
// Realistic shop hours: Monday to Friday about 9–18/19, Saturday half a day, some with a lunch
// break (split shift), Sunday closed; a few open on Sunday mornings in tourist towns.
import type { DealerProduct, DealerService, OpeningInterval } from '@/lib/contract/dealer-profiles';

type Shift = readonly [opens: string, closes: string];

/** The week from its weekday shifts (Monday–Friday), Saturday's and Sunday's (none: closed). */
function week(
  weekdays: readonly Shift[],
  saturday: readonly Shift[] = [],
  sunday: readonly Shift[] = [],
): OpeningInterval[] {
  const days: [number, readonly Shift[]][] = [1, 2, 3, 4, 5].map(
    (day) => [day, weekdays] as [number, readonly Shift[]],
  );
  days.push([6, saturday], [7, sunday]);
  return days.flatMap(([day, shifts]) => shifts.map(([opens, closes]) => ({ day, opens, closes })));
}

type DealerProfileSeed = {
  openingHours: OpeningInterval[];
  products: DealerProduct[];
  services: DealerService[];
  description: string;
};

const ALL_PRODUCTS: DealerProduct[] = ['persianas', 'toldos', 'motorizacion'];
const ALL_SERVICES: DealerService[] = ['medicion', 'instalacion', 'motorizacion'];

export const DEALER_PROFILES: Record<string, DealerProfileSeed> = {
  'distribuidor@solara.test': {
    openingHours: week([['09:00', '19:00']], [['10:00', '14:00']]),
    products: ALL_PRODUCTS,
    services: ALL_SERVICES,
    description:
      'Showroom en Providencia con muestrario completo de telas y toldos. Medimos sin costo en la zona metropolitana de Guadalajara e instalamos en menos de dos semanas.',
  },
  'occidente@solara.test': {
    openingHours: week(
      [
        ['09:00', '14:00'],
        ['16:00', '19:00'],
      ],
      [['09:00', '14:00']],
    ),
    products: ALL_PRODUCTS,
    services: ALL_SERVICES,
    description:
      'Más de 15 años vistiendo casas y negocios de Guadalajara. Especialistas en toldos retráctiles para terrazas y en motorización con control por app.',
  },
  'zapopan@solara.test': {
    openingHours: week([['10:00', '19:00']], [['10:00', '15:00']]),
    products: ['persianas', 'motorizacion'],
    services: ['medicion', 'instalacion'],
    description:
      'Persianas enrollables, sheer y romanas para departamentos y oficinas en Zapopan. Te llevamos el muestrario a casa.',
  },
  'monterrey@solara.test': {
    openingHours: week([['08:30', '18:00']], [['09:00', '13:00']]),
    products: ALL_PRODUCTS,
    services: ALL_SERVICES,
    description:
      'Toldos para el sol de Monterrey: lonas acrílicas, estructuras reforzadas y sensores de viento. También persianas blackout para recámaras.',
  },
  'delvalle@solara.test': {
    openingHours: week([['10:00', '19:00']], [['10:00', '14:00']]),
    products: ['persianas', 'motorizacion'],
    services: ALL_SERVICES,
    description:
      'Persianas a la medida en la colonia Del Valle. Motorizamos persianas existentes y las integramos con asistentes de voz.',
  },
  'puebla@solara.test': {
    openingHours: week(
      [
        ['09:00', '14:00'],
        ['16:00', '19:00'],
      ],
      [['09:00', '14:00']],
    ),
    products: ['persianas', 'toldos'],
    services: ['medicion', 'instalacion'],
    description:
      'Atendemos Puebla, Cholula y Atlixco. Persianas para casa y toldos para comercios, con instalación incluida en la ciudad.',
  },
  'bajio@solara.test': {
    openingHours: week([['09:00', '18:00']], [['09:00', '13:00']]),
    products: ALL_PRODUCTS,
    services: ALL_SERVICES,
    description:
      'Distribuidor en Querétaro para casas nuevas y desarrollos: cotizamos fraccionamientos completos y motorizamos desde la obra negra.',
  },
  'leon@solara.test': {
    openingHours: week(
      [
        ['09:30', '14:00'],
        ['16:00', '19:30'],
      ],
      [['10:00', '14:00']],
    ),
    products: ['persianas'],
    services: ['medicion', 'instalacion'],
    description: 'Decoración de interiores en León: persianas, cortinas y asesoría de color en tu casa.',
  },
  'merida@solara.test': {
    openingHours: week(
      [
        ['08:00', '14:00'],
        ['17:00', '20:00'],
      ],
      [['08:00', '13:00']],
    ),
    products: ['persianas', 'toldos'],
    services: ALL_SERVICES,
    description:
      'Sombra para el calor de la península: toldos verticales, screen solar y lonas resistentes a la humedad. Servicio en Mérida y Progreso.',
  },
  'cancun@solara.test': {
    openingHours: week([['09:00', '18:00']], [['09:00', '14:00']], [['10:00', '13:00']]),
    products: ['toldos', 'motorizacion'],
    services: ['instalacion', 'motorizacion'],
    description:
      'Toldos y pérgolas para hoteles, restaurantes y casas frente al mar en Cancún y la Riviera Maya, con herrajes de acero inoxidable.',
  },
  'tijuana@solara.test': {
    openingHours: week([['09:00', '18:00']], [['09:00', '13:00']]),
    products: ['persianas', 'motorizacion'],
    services: ['medicion', 'instalacion', 'motorizacion'],
    description: 'Persianas y motorización en Tijuana y Rosarito. Cotizamos en pesos o dólares y medimos el mismo día.',
  },
  'hermosillo@solara.test': {
    openingHours: week([['08:00', '17:00']], [['08:00', '12:00']]),
    products: ALL_PRODUCTS,
    services: ['medicion', 'instalacion'],
    description:
      'Sombras del Desierto: telas screen y blackout contra el sol de Sonora, y toldos de brazo invisible para patios.',
  },
  'morelia@solara.test': {
    openingHours: week(
      [
        ['10:00', '14:00'],
        ['16:00', '19:00'],
      ],
      [['10:00', '14:00']],
    ),
    products: ['persianas', 'toldos'],
    services: ['medicion'],
    description: 'En Morelia te asesoramos en la elección de telas y colores y tomamos medidas a domicilio.',
  },
  'aguascalientes@solara.test': {
    openingHours: week([['09:00', '18:00']], [['09:00', '13:00']]),
    products: ['persianas'],
    services: ['medicion', 'instalacion'],
    description: 'Persianas finas para residencias de Aguascalientes.',
  },
  'slp@solara.test': {
    openingHours: week([['09:00', '18:00']], [['09:00', '13:00']]),
    products: ['persianas', 'toldos'],
    services: ['instalacion'],
    description: 'Toldos y cortinas en San Luis Potosí.',
  },
};
