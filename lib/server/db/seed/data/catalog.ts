// Demo catalogue: product lines, blind and awning types, awning models with their price
// grids, fabrics with colours, galleries, motors and accessories. Prices are whole pesos
// (MXN) before IVA, public list; distributor prices default to 72 % of public.
//
// Type slugs are unique across lines (the vertical awning is `verticales-exterior`, not
// `verticales`) so that a slug alone identifies a type.
import type { AccessorySeed, AwningModelSeed, FabricSeed, GallerySeed, LineSeed, MotorSeed, TypeSeed } from '../types';

// ── Lines ──────────────────────────────────────────────────────────────────
export const LINES: LineSeed[] = [
  {
    slug: 'persianas',
    name: 'Persianas',
    description:
      'Persianas a la medida para casa y oficina: enrollables, Sheer Elegance, romanas, verticales, ' +
      'panel japonés y celulares. Fabricamos cada pieza en nuestro taller con telas screen, blackout ' +
      'y traslúcidas, en la medida exacta de tu ventana y con la opción de motorizarla.',
    sort: 1,
  },
  {
    slug: 'toldos',
    name: 'Toldos',
    description:
      'Toldos retráctiles, verticales y de proyección para terrazas, balcones, cocheras y fachadas. ' +
      'Estructuras de aluminio con pintura electrostática, telas acrílicas y microperforadas de ' +
      'alta resistencia al sol y a la lluvia, operación manual o motorizada.',
    sort: 2,
  },
  {
    slug: 'motorizacion',
    name: 'Motorización',
    description:
      'Motores silenciosos para persianas y toldos, con control remoto, sensor de viento y puente ' +
      'Wi-Fi para manejarlos desde el celular, con asistentes de voz o con horarios programados. ' +
      'Se instalan en piezas nuevas y en la mayoría de las persianas existentes.',
    sort: 3,
  },
];

// ── Types ──────────────────────────────────────────────────────────────────
// For awnings, minHeightCm/maxHeightCm hold the projection (the drop, for vertical awnings).
export const TYPES: TypeSeed[] = [
  {
    line: 'persianas',
    slug: 'enrollables',
    name: 'Persianas enrollables',
    summary: 'La persiana más versátil: una tela lisa que se enrolla en un tubo de aluminio en la parte superior.',
    description:
      'La enrollable es la opción más solicitada por su línea limpia y su precio accesible. La tela ' +
      'sube y baja con cadena de seguridad o con motor y se puede fabricar en screen, traslúcido o ' +
      'blackout. Funciona igual de bien en recámaras, salas, cocinas y oficinas, y admite cenefa o ' +
      'cassette para ocultar el mecanismo.',
    minWidthCm: 30,
    maxWidthCm: 350,
    minHeightCm: 30,
    maxHeightCm: 350,
    minBillableAreaM2: 1,
    manualMaxWidthCm: 300,
    sort: 1,
  },
  {
    line: 'persianas',
    slug: 'sheer-elegance',
    name: 'Sheer Elegance',
    summary: 'Doble capa de franjas de tela y malla que se alinean para dejar pasar la luz o para cerrarla.',
    description:
      'También conocida como persiana dúo o de día y noche, combina dos capas con franjas alternadas ' +
      'de tela y de malla transparente. Al desplazarlas se regula la luz sin subir la persiana: ' +
      'franjas encontradas para privacidad, alineadas para ver hacia afuera. Es la favorita para ' +
      'salas y comedores por su aspecto ligero y elegante.',
    minWidthCm: 40,
    maxWidthCm: 300,
    minHeightCm: 40,
    maxHeightCm: 300,
    minBillableAreaM2: 1,
    manualMaxWidthCm: 250,
    sort: 2,
  },
  {
    line: 'persianas',
    slug: 'romanas',
    name: 'Persianas romanas',
    summary: 'Tela que se recoge en pliegues horizontales amplios, con la calidez de una cortina.',
    description:
      'La persiana romana se pliega en secciones al subir, formando una caída suave que viste la ' +
      'ventana como una cortina pero ocupa mucho menos espacio. Se confecciona en lino natural o con ' +
      'forro blackout y lleva varillas internas que mantienen los pliegues parejos. Ideal para ' +
      'recámaras, estudios y espacios de estilo cálido o rústico.',
    minWidthCm: 40,
    maxWidthCm: 240,
    minHeightCm: 40,
    maxHeightCm: 280,
    minBillableAreaM2: 1.5,
    manualMaxWidthCm: 200,
    sort: 3,
  },
  {
    line: 'persianas',
    slug: 'verticales',
    name: 'Persianas verticales',
    summary: 'Lamas verticales que giran y se recogen hacia un lado; perfectas para ventanales y puertas corredizas.',
    description:
      'Las verticales cubren claros amplios con lamas de 89 mm de PVC o de tela que giran 180° para ' +
      'dosificar la luz y se recorren hacia un costado o hacia el centro. Son prácticas en ventanales, ' +
      'canceles y puertas corredizas, y su mantenimiento es muy sencillo porque cada lama se ' +
      'desmonta por separado.',
    minWidthCm: 40,
    maxWidthCm: 500,
    minHeightCm: 40,
    maxHeightCm: 350,
    minBillableAreaM2: 1,
    manualMaxWidthCm: 400,
    sort: 4,
  },
  {
    line: 'persianas',
    slug: 'panel-japones',
    name: 'Panel japonés',
    summary: 'Paneles de tela que se deslizan sobre un riel de varias vías, como biombos.',
    description:
      'El panel japonés está formado por lienzos planos de tela que corren sobre un riel de aluminio ' +
      'de tres a cinco vías y se apilan uno detrás de otro. Es la solución más limpia para ventanales ' +
      'grandes, puertas de patio y como divisor de ambientes. Se fabrica en screen, blackout o telas ' +
      'texturizadas.',
    minWidthCm: 60,
    maxWidthCm: 500,
    minHeightCm: 60,
    maxHeightCm: 320,
    minBillableAreaM2: 1.5,
    manualMaxWidthCm: 500,
    sort: 5,
  },
  {
    line: 'persianas',
    slug: 'celulares',
    name: 'Persianas celulares',
    summary: 'Estructura de panal que atrapa aire y aísla del calor y del frío.',
    description:
      'Las persianas celulares, también llamadas de panal o honeycomb, tienen celdas de 25 mm que ' +
      'forman una cámara de aire entre la ventana y la habitación. Reducen la ganancia de calor en ' +
      'verano, conservan la temperatura en invierno y absorben parte del ruido. Se recogen en muy ' +
      'poco espacio y pueden llevar motor de batería.',
    minWidthCm: 30,
    maxWidthCm: 240,
    minHeightCm: 30,
    maxHeightCm: 240,
    minBillableAreaM2: 1,
    manualMaxWidthCm: 200,
    sort: 6,
  },
  {
    line: 'toldos',
    slug: 'retractiles',
    name: 'Toldos retráctiles',
    summary: 'Toldos de brazo invisible o articulado que se extienden sobre terrazas y se recogen al guardarlos.',
    description:
      'El toldo retráctil proyecta la lona hacia el frente con brazos articulados de aluminio y ' +
      'resortes tensores, sin postes que estorben. Da sombra a terrazas, jardines y ventanales y se ' +
      'recoge por completo cuando no se usa; en las versiones con cofre la lona queda protegida ' +
      'dentro de una caja de aluminio. Se opera con manivela o con motor y sensor de viento.',
    minWidthCm: 180,
    maxWidthCm: 600,
    minHeightCm: 150,
    maxHeightCm: 300,
    minBillableAreaM2: 1,
    manualMaxWidthCm: 500,
    sort: 7,
  },
  {
    line: 'toldos',
    slug: 'verticales-exterior',
    name: 'Toldos verticales',
    summary: 'Cortinas exteriores que bajan en vertical para frenar el sol directo en fachadas, pérgolas y terrazas.',
    description:
      'El toldo vertical baja frente a la ventana o entre columnas y detiene el sol antes de que toque ' +
      'el vidrio, lo que reduce mucho el calor interior. Se guía con rieles laterales tipo zip, que ' +
      'sujetan la tela por los costados y resisten mejor el viento, o con cables de acero tensados. ' +
      'Con tela microperforada se conserva la vista hacia afuera.',
    minWidthCm: 100,
    maxWidthCm: 500,
    minHeightCm: 100,
    maxHeightCm: 300,
    minBillableAreaM2: 1,
    manualMaxWidthCm: 400,
    sort: 8,
  },
  {
    line: 'toldos',
    slug: 'proyeccion',
    name: 'Toldos de proyección',
    summary: 'Toldos de balcón con brazos que proyectan la lona en ángulo frente a ventanas y balcones.',
    description:
      'El toldo de proyección, o de balcón, baja en vertical y sus brazos empujan el tramo inferior ' +
      'hacia afuera, de modo que da sombra sin tapar por completo la vista. Es el clásico de ventanas ' +
      'y balcones en departamentos y fachadas comerciales: ocupa poco, se instala en el muro o en el ' +
      'techo y se regula a varias inclinaciones.',
    minWidthCm: 100,
    maxWidthCm: 500,
    minHeightCm: 60,
    maxHeightCm: 150,
    minBillableAreaM2: 1,
    manualMaxWidthCm: 500,
    sort: 9,
  },
];

// ── Awning models ──────────────────────────────────────────────────────────
// Grid rows are width bands (a width prices at the first band ≥ it), columns projection
// bands (likewise, the next band up). The last band equals the model's maximum.
export const AWNING_MODELS: AwningModelSeed[] = [
  {
    type: 'retractiles',
    slug: 'cofre-total-500',
    name: 'Cofre Total 500',
    description:
      'Nuestro toldo de gama alta: al recogerse, la lona y los brazos quedan completamente guardados ' +
      'en un cofre de aluminio extruido que los protege del polvo, la lluvia y el sol. Pensado para ' +
      'terrazas grandes y fachadas donde se busca un acabado limpio y una vida útil larga.',
    minWidthCm: 200,
    maxWidthCm: 600,
    minProjectionCm: 150,
    maxProjectionCm: 300,
    features: [
      'Cofre cerrado de aluminio que protege la lona',
      'Brazos articulados con cable de acero recubierto',
      'Inclinación regulable de 5° a 45°',
      'Pintura electrostática blanca, marfil o grafito',
      'Listo para motor, sensor de viento y control Wi-Fi',
      'Garantía de 5 años en estructura',
    ],
    grid: {
      widthsCm: [200, 300, 400, 500, 600],
      projectionsCm: [150, 200, 250, 300],
      publicPesos: [
        [16_790, 19_190, 21_590, 23_990], // 2 m
        [21_190, 24_390, 27_690, 30_890], // 3 m
        [25_490, 29_590, 33_690, 37_790], // 4 m
        [29_890, 34_790, 39_790, 44_690], // 5 m
        [34_190, 39_990, 45_790, 51_590], // 6 m
      ],
    },
    sort: 1,
  },
  {
    type: 'retractiles',
    slug: 'semicofre-bali',
    name: 'Semicofre Bali',
    description:
      'Toldo retráctil con tejadillo superior que cubre el tubo y la lona enrollada, mientras los ' +
      'brazos quedan a la vista. Equilibra protección, precio y facilidad de instalación, por lo que ' +
      'es el modelo más vendido para terrazas y jardines de casa.',
    minWidthCm: 200,
    maxWidthCm: 600,
    minProjectionCm: 150,
    maxProjectionCm: 300,
    features: [
      'Tejadillo de aluminio que protege la lona enrollada',
      'Brazos articulados de aluminio con doble resorte',
      'Inclinación regulable de 5° a 40°',
      'Operación con manivela o con motor',
      'Garantía de 3 años en estructura',
    ],
    grid: {
      widthsCm: [200, 300, 400, 500, 600],
      projectionsCm: [150, 200, 250, 300],
      publicPesos: [
        [13_390, 15_590, 17_790, 19_990], // 2 m
        [17_490, 20_490, 23_590, 26_590], // 3 m
        [21_490, 25_390, 29_290, 33_190], // 4 m
        [25_590, 30_290, 35_090, 39_790], // 5 m
        [29_590, 35_190, 40_790, 46_390], // 6 m
      ],
    },
    sort: 2,
  },
  {
    type: 'retractiles',
    slug: 'brazo-invisible-classic',
    name: 'Brazo Invisible Classic',
    description:
      'El toldo de brazo invisible de siempre: estructura ligera sin cofre, con brazos que se pliegan ' +
      'bajo la barra de carga. Una solución económica y resistente para balcones amplios, patios y ' +
      'negocios que necesitan sombra sin una gran obra.',
    minWidthCm: 180,
    maxWidthCm: 500,
    minProjectionCm: 150,
    maxProjectionCm: 250,
    features: [
      'Brazos invisibles plegables de aluminio',
      'Barra de carga con faldón opcional',
      'Soportes a muro o a techo',
      'Operación con manivela; motor opcional',
      'Garantía de 2 años en estructura',
    ],
    grid: {
      widthsCm: [200, 300, 400, 500],
      projectionsCm: [150, 200, 250],
      publicPesos: [
        [11_990, 13_890, 15_890], // 2 m
        [15_490, 18_190, 20_890], // 3 m
        [19_090, 22_490, 25_990], // 4 m
        [22_590, 26_790, 30_990], // 5 m
      ],
    },
    sort: 3,
  },
  {
    type: 'verticales-exterior',
    slug: 'vertical-zip-screen',
    name: 'Vertical Zip Screen',
    description:
      'Toldo vertical con sistema zip: la orilla de la tela lleva un cierre que corre dentro de los ' +
      'rieles laterales, así la lona queda tensa, sin huecos por donde se filtre el sol ni los ' +
      'insectos, y aguanta ráfagas de viento moderadas. Ideal para pérgolas, terrazas y fachadas ' +
      'con mucha exposición.',
    minWidthCm: 100,
    maxWidthCm: 500,
    minProjectionCm: 100,
    maxProjectionCm: 300,
    features: [
      'Rieles laterales zip que sujetan toda la orilla',
      'Resiste viento moderado sin golpeteo',
      'Cofre superior de aluminio de 110 mm',
      'Bloquea insectos con la tela cerrada',
      'Motorizado de serie a partir de 4 m de ancho',
    ],
    grid: {
      widthsCm: [150, 200, 300, 400, 500],
      projectionsCm: [150, 200, 250, 300],
      publicPesos: [
        [10_690, 12_190, 13_690, 15_190], // 1.5 m
        [12_390, 14_190, 16_090, 17_890], // 2 m
        [15_790, 18_290, 20_890, 23_390], // 3 m
        [19_190, 22_390, 25_690, 28_890], // 4 m
        [22_590, 26_490, 30_490, 34_390], // 5 m
      ],
    },
    sort: 1,
  },
  {
    type: 'verticales-exterior',
    slug: 'vertical-guia-cable',
    name: 'Vertical Guía Cable',
    description:
      'Toldo vertical guiado por dos cables de acero inoxidable tensados entre el soporte superior y ' +
      'el piso o el muro. Su instalación es sencilla y discreta, y resulta muy conveniente para ' +
      'ventanas, balcones y áreas semicubiertas con poco viento.',
    minWidthCm: 100,
    maxWidthCm: 400,
    minProjectionCm: 100,
    maxProjectionCm: 300,
    features: [
      'Guías de cable de acero inoxidable',
      'Barra de carga de aluminio con contrapeso',
      'Instalación a muro, techo o entre muros',
      'Operación con manivela o con motor',
    ],
    grid: {
      widthsCm: [150, 200, 300, 400],
      projectionsCm: [150, 200, 250, 300],
      publicPesos: [
        [7_090, 8_190, 9_190, 10_290], // 1.5 m
        [8_290, 9_590, 10_890, 12_190], // 2 m
        [10_690, 12_490, 14_290, 16_090], // 3 m
        [13_090, 15_390, 17_690, 19_990], // 4 m
      ],
    },
    sort: 2,
  },
  {
    type: 'proyeccion',
    slug: 'proyeccion-balcon-capri',
    name: 'Proyección Balcón Capri',
    description:
      'Toldo de balcón con brazos de proyección que se abren hasta 120 cm. La lona baja por guías y ' +
      'el último tramo sale en ángulo, de modo que da sombra a la ventana y deja ver la calle. Es ' +
      'el clásico de departamentos y casas con balcón.',
    minWidthCm: 100,
    maxWidthCm: 400,
    minProjectionCm: 60,
    maxProjectionCm: 120,
    features: [
      'Brazos de proyección con ángulo regulable',
      'Tubo de enrollado de acero galvanizado',
      'Soportes a muro o dentro del vano',
      'Manivela desmontable o motor opcional',
    ],
    grid: {
      widthsCm: [150, 200, 300, 400],
      projectionsCm: [80, 100, 120],
      publicPesos: [
        [7_890, 8_590, 9_190], // 1.5 m
        [9_190, 9_990, 10_790], // 2 m
        [11_790, 12_890, 13_990], // 3 m
        [14_390, 15_790, 17_190], // 4 m
      ],
    },
    sort: 1,
  },
  {
    type: 'proyeccion',
    slug: 'proyeccion-punto-recto-toledo',
    name: 'Proyección Punto Recto Toledo',
    description:
      'Toldo de punto recto con brazos reforzados para fachadas comerciales, escaparates y ventanas ' +
      'amplias. Alcanza hasta 150 cm de proyección y 5 m de ancho, y su barra de carga admite ' +
      'faldón con el nombre o el logotipo del negocio.',
    minWidthCm: 150,
    maxWidthCm: 500,
    minProjectionCm: 80,
    maxProjectionCm: 150,
    features: [
      'Brazos reforzados con resorte de acero',
      'Proyección de hasta 150 cm',
      'Faldón rotulable para negocios',
      'Pintura electrostática de alta resistencia',
      'Compatible con motor y sensor de viento',
    ],
    grid: {
      widthsCm: [200, 300, 400, 500],
      projectionsCm: [100, 120, 150],
      publicPesos: [
        [11_790, 12_790, 14_190], // 2 m
        [15_090, 16_390, 18_390], // 3 m
        [18_390, 19_990, 22_490], // 4 m
        [21_690, 23_690, 26_690], // 5 m
      ],
    },
    sort: 2,
  },
];

// ── Fabrics ────────────────────────────────────────────────────────────────
// Blind fabrics carry the full price per m² on each type; awning fabrics carry a surcharge
// per m² over the model's grid price. Colour stock is in metres of roll (0 = bajo pedido).
export const FABRICS: FabricSeed[] = [
  {
    line: 'persianas',
    slug: 'screen-3',
    name: 'Screen 3 %',
    description:
      'Tejido técnico con 3 % de apertura: filtra el sol y el calor, elimina el deslumbramiento en ' +
      'pantallas y conserva la vista hacia el exterior. Es la tela más pedida para oficinas, salas ' +
      'y ventanas con sol de tarde.',
    opacity: 'filtrante',
    opennessPct: 3,
    composition: '30 % poliéster, 70 % PVC',
    rollWidthCm: 250,
    weightGsm: 430,
    prices: [
      { type: 'enrollables', publicPerM2: 980 },
      { type: 'panel-japones', publicPerM2: 1_180 },
    ],
    colors: [
      { slug: 'blanco', name: 'Blanco', hex: '#F2F1EC', stock: 320 },
      { slug: 'blanco-lino', name: 'Blanco Lino', hex: '#E6DFD0', stock: 180 },
      { slug: 'gris-perla', name: 'Gris Perla', hex: '#C9C9C4', stock: 240 },
      { slug: 'arena', name: 'Arena', hex: '#CDBB9A', stock: 12 },
      { slug: 'grafito', name: 'Grafito', hex: '#4A4B4D', stock: 150 },
      { slug: 'negro', name: 'Negro', hex: '#1F1F21', stock: 0 },
    ],
  },
  {
    line: 'persianas',
    slug: 'screen-5',
    name: 'Screen 5 %',
    description:
      'Screen con 5 % de apertura, más luminoso y con mejor visibilidad hacia afuera que el 3 %. ' +
      'Bloquea buena parte de los rayos UV y protege muebles y pisos de la decoloración sin ' +
      'oscurecer la habitación.',
    opacity: 'filtrante',
    opennessPct: 5,
    composition: '30 % poliéster, 70 % PVC',
    rollWidthCm: 250,
    weightGsm: 380,
    prices: [
      { type: 'enrollables', publicPerM2: 920 },
      { type: 'panel-japones', publicPerM2: 1_120 },
      { type: 'verticales', publicPerM2: 860 },
    ],
    colors: [
      { slug: 'blanco', name: 'Blanco', hex: '#F3F2ED', stock: 280 },
      { slug: 'marfil', name: 'Marfil', hex: '#EDE6D3', stock: 95 },
      { slug: 'gris-perla', name: 'Gris Perla', hex: '#C8C8C3', stock: 210 },
      { slug: 'gris-carbon', name: 'Gris Carbón', hex: '#5A5B5E', stock: 140 },
      { slug: 'chocolate', name: 'Chocolate', hex: '#4E3B2F', stock: 18 },
      { slug: 'negro', name: 'Negro', hex: '#202022', stock: 60 },
    ],
  },
  {
    line: 'persianas',
    slug: 'blackout-premium',
    name: 'Blackout Premium',
    description:
      'Tela opaca que bloquea el 100 % de la luz, con recubrimiento térmico que ayuda a mantener la ' +
      'recámara fresca. La opción indicada para dormitorios, cuartos de bebé, salas de cine y ' +
      'quienes trabajan de noche.',
    opacity: 'blackout',
    opennessPct: null,
    composition: '65 % poliéster, 35 % recubrimiento de PVC',
    rollWidthCm: 250,
    weightGsm: 520,
    prices: [
      { type: 'enrollables', publicPerM2: 1_800 },
      { type: 'panel-japones', publicPerM2: 1_950 },
    ],
    colors: [
      { slug: 'blanco-nieve', name: 'Blanco Nieve', hex: '#F7F7F3', stock: 260 },
      { slug: 'marfil', name: 'Marfil', hex: '#EFE8D6', stock: 190 },
      { slug: 'arena', name: 'Arena', hex: '#D2C2A3', stock: 140 },
      { slug: 'gris-perla', name: 'Gris Perla', hex: '#C6C6C2', stock: 200 },
      { slug: 'grafito', name: 'Grafito', hex: '#45474A', stock: 75 },
      { slug: 'chocolate', name: 'Chocolate', hex: '#4B382C', stock: 8 },
      { slug: 'azul-marino', name: 'Azul Marino', hex: '#1F2A44', stock: 0 },
    ],
  },
  {
    line: 'persianas',
    slug: 'traslucido-liso',
    name: 'Traslúcido Liso',
    description:
      'Tela ligera que deja pasar la luz de forma suave y difusa: da privacidad durante el día sin ' +
      'oscurecer el espacio. Muy usada en cocinas, baños, estudios y áreas de trabajo.',
    opacity: 'traslucido',
    opennessPct: null,
    composition: '100 % poliéster',
    rollWidthCm: 240,
    weightGsm: 180,
    prices: [{ type: 'enrollables', publicPerM2: 850 }],
    colors: [
      { slug: 'blanco', name: 'Blanco', hex: '#F5F4EF', stock: 300 },
      { slug: 'marfil', name: 'Marfil', hex: '#EEE7D5', stock: 220 },
      { slug: 'lino', name: 'Lino', hex: '#DCD2BE', stock: 160 },
      { slug: 'gris-perla', name: 'Gris Perla', hex: '#CACAC5', stock: 90 },
      { slug: 'verde-salvia', name: 'Verde Salvia', hex: '#A8B5A0', stock: 15 },
      { slug: 'terracota', name: 'Terracota', hex: '#B8694A', stock: 0 },
    ],
  },
  {
    line: 'persianas',
    slug: 'sheer-traslucido',
    name: 'Sheer Elegance Traslúcido',
    description:
      'Tela dúo de franjas alternadas de tela traslúcida y malla. Al alinear las franjas entra la luz ' +
      'y se ve hacia afuera; al encontrarlas se gana privacidad con un ambiente luminoso.',
    opacity: 'traslucido',
    opennessPct: null,
    composition: '100 % poliéster',
    rollWidthCm: 280,
    weightGsm: 140,
    prices: [{ type: 'sheer-elegance', publicPerM2: 1_350 }],
    colors: [
      { slug: 'blanco', name: 'Blanco', hex: '#F6F5F0', stock: 210 },
      { slug: 'marfil', name: 'Marfil', hex: '#EEE6D1', stock: 160 },
      { slug: 'arena', name: 'Arena', hex: '#D4C4A5', stock: 120 },
      { slug: 'gris-perla', name: 'Gris Perla', hex: '#C7C8C4', stock: 95 },
      { slug: 'plata', name: 'Plata', hex: '#BFC1C2', stock: 35 },
      { slug: 'chocolate', name: 'Chocolate', hex: '#4F3B2E', stock: 14 },
    ],
  },
  {
    line: 'persianas',
    slug: 'sheer-blackout',
    name: 'Sheer Elegance Blackout',
    description:
      'Versión dúo con franjas opacas: cuando las franjas se encuentran la habitación queda en ' +
      'penumbra total, y al alinearlas entra la luz por la malla. Combina la estética del Sheer ' +
      'con el descanso de un blackout.',
    opacity: 'blackout',
    opennessPct: null,
    composition: '100 % poliéster con franjas opacas recubiertas',
    rollWidthCm: 280,
    weightGsm: 210,
    prices: [{ type: 'sheer-elegance', publicPerM2: 1_750 }],
    colors: [
      { slug: 'blanco', name: 'Blanco', hex: '#F4F3EE', stock: 140 },
      { slug: 'marfil', name: 'Marfil', hex: '#ECE4CE', stock: 90 },
      { slug: 'arena', name: 'Arena', hex: '#CFBE9E', stock: 70 },
      { slug: 'grafito', name: 'Grafito', hex: '#47494C', stock: 55 },
      { slug: 'chocolate', name: 'Chocolate', hex: '#4A372B', stock: 0 },
    ],
  },
  {
    line: 'persianas',
    slug: 'lino-natural',
    name: 'Lino Natural',
    description:
      'Mezcla de lino y poliéster con textura natural y caída suave, pensada para persianas romanas. ' +
      'Filtra la luz con calidez y aporta un aire artesanal a recámaras, comedores y estudios.',
    opacity: 'traslucido',
    opennessPct: null,
    composition: '55 % lino, 45 % poliéster',
    rollWidthCm: 280,
    weightGsm: 230,
    prices: [{ type: 'romanas', publicPerM2: 1_400 }],
    colors: [
      { slug: 'natural', name: 'Natural', hex: '#D8CCB4', stock: 120 },
      { slug: 'blanco-roto', name: 'Blanco Roto', hex: '#EFEBE1', stock: 150 },
      { slug: 'avena', name: 'Avena', hex: '#CBBC9F', stock: 80 },
      { slug: 'gris-piedra', name: 'Gris Piedra', hex: '#A39E94', stock: 40 },
      { slug: 'azul-denim', name: 'Azul Denim', hex: '#5B7190', stock: 9 },
      { slug: 'verde-olivo', name: 'Verde Olivo', hex: '#7A7A52', stock: 0 },
    ],
  },
  {
    line: 'persianas',
    slug: 'lino-blackout',
    name: 'Lino con Forro Blackout',
    description:
      'El mismo lino de textura natural, confeccionado con un forro blackout cosido por el reverso. ' +
      'Por fuera conserva el aspecto de tela, por dentro bloquea la luz por completo: ideal para ' +
      'recámaras con persiana romana.',
    opacity: 'blackout',
    opennessPct: null,
    composition: '55 % lino, 45 % poliéster; forro blackout 100 % poliéster',
    rollWidthCm: 280,
    weightGsm: 420,
    prices: [{ type: 'romanas', publicPerM2: 1_650 }],
    colors: [
      { slug: 'natural', name: 'Natural', hex: '#D6CAB1', stock: 70 },
      { slug: 'blanco-roto', name: 'Blanco Roto', hex: '#EEEAE0', stock: 90 },
      { slug: 'gris-piedra', name: 'Gris Piedra', hex: '#A19C92', stock: 45 },
      { slug: 'grafito', name: 'Grafito', hex: '#4C4D4F', stock: 16 },
    ],
  },
  {
    line: 'persianas',
    slug: 'vertical-pvc',
    name: 'PVC Vertical Liso',
    description:
      'Lamas rígidas de PVC de 89 mm, lavables y resistentes a la humedad. La opción más práctica y ' +
      'económica para oficinas, consultorios, cocinas y ventanales con mucho uso.',
    opacity: 'blackout',
    opennessPct: null,
    composition: '100 % PVC rígido',
    rollWidthCm: 9, // lama de 89 mm
    weightGsm: null,
    prices: [{ type: 'verticales', publicPerM2: 620 }],
    colors: [
      { slug: 'blanco', name: 'Blanco', hex: '#F4F4F0', stock: 400 },
      { slug: 'hueso', name: 'Hueso', hex: '#EAE3D2', stock: 260 },
      { slug: 'gris-perla', name: 'Gris Perla', hex: '#C4C5C1', stock: 110 },
      { slug: 'arena', name: 'Arena', hex: '#CDBC9B', stock: 60 },
      { slug: 'gris-oxford', name: 'Gris Oxford', hex: '#5E6166', stock: 19 },
    ],
  },
  {
    line: 'persianas',
    slug: 'vertical-tela',
    name: 'Tela Vertical Jacquard',
    description:
      'Lamas de tela jacquard de 89 mm con un dibujo discreto tejido en la propia fibra. Dan un ' +
      'aspecto más cálido que el PVC y filtran la luz con suavidad en salas y recámaras.',
    opacity: 'traslucido',
    opennessPct: null,
    composition: '100 % poliéster jacquard',
    rollWidthCm: 9, // lama de 89 mm
    weightGsm: 210,
    prices: [{ type: 'verticales', publicPerM2: 690 }],
    colors: [
      { slug: 'blanco', name: 'Blanco', hex: '#F3F2EC', stock: 150 },
      { slug: 'marfil', name: 'Marfil', hex: '#ECE4CF', stock: 120 },
      { slug: 'champana', name: 'Champaña', hex: '#D9C8A2', stock: 40 },
      { slug: 'gris-perla', name: 'Gris Perla', hex: '#C5C6C2', stock: 75 },
      { slug: 'cacao', name: 'Cacao', hex: '#6B4F3A', stock: 6 },
    ],
  },
  {
    line: 'persianas',
    slug: 'panel-textura-lino',
    name: 'Textura Lino para Panel',
    description:
      'Tela con efecto lino y cuerpo suficiente para que los paneles caigan planos y sin ondas. ' +
      'Tamiza la luz y funciona muy bien como divisor de ambientes o en ventanales de piso a techo.',
    opacity: 'traslucido',
    opennessPct: null,
    composition: '100 % poliéster efecto lino',
    rollWidthCm: 300,
    weightGsm: 190,
    prices: [{ type: 'panel-japones', publicPerM2: 1_250 }],
    colors: [
      { slug: 'blanco', name: 'Blanco', hex: '#F2F0E9', stock: 160 },
      { slug: 'natural', name: 'Natural', hex: '#D9CDB5', stock: 110 },
      { slug: 'arena', name: 'Arena', hex: '#CBB994', stock: 70 },
      { slug: 'gris-perla', name: 'Gris Perla', hex: '#C3C3BE', stock: 55 },
      { slug: 'grafito', name: 'Grafito', hex: '#48494B', stock: 10 },
    ],
  },
  {
    line: 'persianas',
    slug: 'celular-traslucido',
    name: 'Celular Traslúcido 25 mm',
    description:
      'Tela de panal con celdas de 25 mm que forman una cámara de aire aislante. Deja pasar una luz ' +
      'suave y pareja, y ayuda a reducir el calor que entra por la ventana en verano.',
    opacity: 'traslucido',
    opennessPct: null,
    composition: '100 % poliéster no tejido',
    rollWidthCm: 240,
    weightGsm: 120,
    prices: [{ type: 'celulares', publicPerM2: 2_100 }],
    colors: [
      { slug: 'blanco', name: 'Blanco', hex: '#F6F6F2', stock: 130 },
      { slug: 'marfil', name: 'Marfil', hex: '#EFE7D3', stock: 90 },
      { slug: 'lino', name: 'Lino', hex: '#DDD3BF', stock: 60 },
      { slug: 'gris-niebla', name: 'Gris Niebla', hex: '#B9BCBD', stock: 35 },
      { slug: 'azul-cielo', name: 'Azul Cielo', hex: '#A9C4D8', stock: 0 },
    ],
  },
  {
    line: 'persianas',
    slug: 'celular-blackout',
    name: 'Celular Blackout 25 mm',
    description:
      'Tela de panal con una capa metalizada dentro de cada celda: oscurece por completo y ofrece el ' +
      'mayor aislamiento térmico de toda la línea. Recomendada para recámaras con mucho sol o ' +
      'habitaciones con aire acondicionado.',
    opacity: 'blackout',
    opennessPct: null,
    composition: '100 % poliéster no tejido con capa interior metalizada',
    rollWidthCm: 240,
    weightGsm: 160,
    prices: [{ type: 'celulares', publicPerM2: 2_400 }],
    colors: [
      { slug: 'blanco', name: 'Blanco', hex: '#F5F5F1', stock: 110 },
      { slug: 'marfil', name: 'Marfil', hex: '#EDE5D0', stock: 70 },
      { slug: 'arena', name: 'Arena', hex: '#D0C09F', stock: 45 },
      { slug: 'gris-niebla', name: 'Gris Niebla', hex: '#B6B9BA', stock: 25 },
      { slug: 'grafito', name: 'Grafito', hex: '#46484B', stock: 5 },
    ],
  },
  // Awning fabrics: price is a surcharge per m² of canvas over the model's grid price.
  {
    line: 'toldos',
    slug: 'acrilico-solucion-tenida',
    name: 'Acrílico Solución Teñida',
    description:
      'Lona acrílica teñida en masa: el color está en el interior de cada fibra, por lo que resiste ' +
      'años de sol sin decolorarse. Tiene acabado repelente al agua y a las manchas, bloquea hasta ' +
      'el 98 % de los rayos UV y respira, así que no guarda calor bajo el toldo.',
    opacity: 'filtrante',
    opennessPct: null,
    composition: '100 % acrílico solución teñida, acabado hidrófugo y antimanchas',
    rollWidthCm: 120,
    weightGsm: 300,
    prices: [
      { type: 'retractiles', publicPerM2: 180 },
      { type: 'proyeccion', publicPerM2: 150 },
    ],
    colors: [
      { slug: 'blanco', name: 'Blanco', hex: '#F2F1EA', stock: 180 },
      { slug: 'marfil', name: 'Marfil', hex: '#ECE3CC', stock: 150 },
      { slug: 'arena', name: 'Arena', hex: '#C8B48E', stock: 220 },
      { slug: 'terracota', name: 'Terracota', hex: '#A9553B', stock: 90 },
      { slug: 'verde-bosque', name: 'Verde Bosque', hex: '#2F4B3A', stock: 40 },
      { slug: 'azul-marino', name: 'Azul Marino', hex: '#1E2B48', stock: 60 },
      { slug: 'gris-grafito', name: 'Gris Grafito', hex: '#4B4D50', stock: 130 },
      { slug: 'rojo-vino', name: 'Rojo Vino', hex: '#6E1F2A', stock: 12 },
    ],
  },
  {
    line: 'toldos',
    slug: 'acrilico-rayas',
    name: 'Acrílico Rayas Clásicas',
    description:
      'La misma lona acrílica solución teñida, en diseños de rayas de inspiración mediterránea. El ' +
      'toque tradicional para terrazas, restaurantes y casas de playa.',
    opacity: 'filtrante',
    opennessPct: null,
    composition: '100 % acrílico solución teñida, acabado hidrófugo y antimanchas',
    rollWidthCm: 120,
    weightGsm: 300,
    prices: [
      { type: 'retractiles', publicPerM2: 260 },
      { type: 'proyeccion', publicPerM2: 220 },
    ],
    colors: [
      { slug: 'rayas-arena-blanco', name: 'Rayas Arena y Blanco', hex: '#D7C7A4', stripeHex: '#F4F1E8', stock: 95 },
      {
        slug: 'rayas-azul-marino',
        name: 'Rayas Azul Marino y Blanco',
        hex: '#2A3A5E',
        stripeHex: '#F4F1E8',
        stock: 70,
      },
      { slug: 'rayas-verde-crudo', name: 'Rayas Verde y Crudo', hex: '#4F6B4F', stripeHex: '#EDE6D3', stock: 45 },
      { slug: 'rayas-terracota', name: 'Rayas Terracota y Arena', hex: '#B25E3F', stripeHex: '#D7C7A4', stock: 17 },
      { slug: 'rayas-gris-blanco', name: 'Rayas Gris y Blanco', hex: '#9A9C9E', stripeHex: '#F4F1E8', stock: 0 },
    ],
  },
  {
    line: 'toldos',
    slug: 'microperforado-screen',
    name: 'Microperforado Screen Exterior',
    description:
      'Tela técnica microperforada con 5 % de apertura para toldos verticales y retráctiles: detiene ' +
      'el sol y el calor antes de llegar al vidrio, deja pasar el aire y permite ver hacia afuera. ' +
      'Muy estable y tensa, no se deforma con el viento.',
    opacity: 'filtrante',
    opennessPct: 5,
    composition: 'Poliéster de alta tenacidad recubierto de PVC, microperforado',
    rollWidthCm: 267,
    weightGsm: 420,
    prices: [
      { type: 'verticales-exterior', publicPerM2: 220 },
      { type: 'retractiles', publicPerM2: 350 },
    ],
    colors: [
      { slug: 'blanco', name: 'Blanco', hex: '#EFEFEA', stock: 150 },
      { slug: 'gris-perla', name: 'Gris Perla', hex: '#C2C3BF', stock: 140 },
      { slug: 'arena', name: 'Arena', hex: '#C9B793', stock: 60 },
      { slug: 'grafito', name: 'Grafito', hex: '#44464A', stock: 200 },
      { slug: 'negro', name: 'Negro', hex: '#1D1E20', stock: 90 },
      { slug: 'bronce', name: 'Bronce', hex: '#6A5642', stock: 8 },
    ],
  },
  {
    line: 'toldos',
    slug: 'poliester-pvc',
    name: 'Poliéster PVC Impermeable',
    description:
      'Lona de poliéster recubierta de PVC por ambas caras: totalmente impermeable y opaca, fácil de ' +
      'lavar y con tratamiento contra hongos. Recomendada para cocheras, negocios y zonas donde se ' +
      'necesita protección contra la lluvia.',
    opacity: 'blackout',
    opennessPct: null,
    composition: 'Poliéster de alta tenacidad con recubrimiento de PVC por ambas caras',
    rollWidthCm: 250,
    weightGsm: 650,
    prices: [
      { type: 'retractiles', publicPerM2: 90 },
      { type: 'proyeccion', publicPerM2: 90 },
      { type: 'verticales-exterior', publicPerM2: 150 },
    ],
    colors: [
      { slug: 'blanco', name: 'Blanco', hex: '#F4F4F1', stock: 200 },
      { slug: 'marfil', name: 'Marfil', hex: '#EBE2CB', stock: 110 },
      { slug: 'gris-perla', name: 'Gris Perla', hex: '#C0C1BD', stock: 90 },
      { slug: 'azul-rey', name: 'Azul Rey', hex: '#234C9A', stock: 30 },
      { slug: 'verde-pino', name: 'Verde Pino', hex: '#24503B', stock: 15 },
      { slug: 'terracota', name: 'Terracota', hex: '#A14E35', stock: 0 },
      { slug: 'negro', name: 'Negro', hex: '#1C1C1E', stock: 40 },
    ],
  },
];

// ── Galleries ──────────────────────────────────────────────────────────────
// Stock in metres of profile.
export const GALLERIES: GallerySeed[] = [
  {
    slug: 'cenefa-cuadrada-aluminio',
    name: 'Cenefa cuadrada de aluminio',
    description:
      'Cenefa de perfil recto que oculta el tubo y la tela enrollada. Líneas limpias que combinan ' +
      'con cualquier estilo; se fija a muro o a techo con los mismos soportes de la persiana.',
    finish: 'Aluminio blanco',
    stock: 140,
    publicPerM: 390,
  },
  {
    slug: 'cenefa-redonda-aluminio',
    name: 'Cenefa redonda de aluminio',
    description:
      'Cenefa de perfil curvo, forrada con la misma tela de la persiana para que el conjunto se vea ' +
      'continuo. Suaviza el remate superior en salas y recámaras.',
    finish: 'Aluminio forrado con la tela de la persiana',
    stock: 85,
    publicPerM: 450,
  },
  {
    slug: 'galeria-madera',
    name: 'Galería de madera',
    description:
      'Galería de madera maciza con molduras, para persianas romanas y enrollables en ambientes ' +
      'clásicos o rústicos. Se entrega barnizada y lista para instalar.',
    finish: 'Pino barnizado en tono nogal',
    stock: 12,
    publicPerM: 780,
  },
  {
    slug: 'cassette-aluminio',
    name: 'Cassette de aluminio',
    description:
      'Caja cerrada de aluminio extruido con tapas laterales: protege la tela del polvo y deja la ' +
      'persiana completamente oculta cuando está arriba. El remate más elegante para enrollables y ' +
      'Sheer Elegance motorizadas.',
    finish: 'Aluminio blanco texturizado',
    stock: 40,
    publicPerM: 890,
  },
];

// ── Motors ─────────────────────────────────────────────────────────────────
// Own brand; protocols compatible with the usual 433 MHz remotes and home hubs.
export const MOTORS: MotorSeed[] = [
  {
    slug: 'solara-motion-30',
    name: 'Solara Motion 30 RF',
    brand: 'Solara Motion',
    kind: 'persiana',
    description:
      'Motor tubular de 30 mm, silencioso (menos de 38 dB), con receptor de radio integrado y ' +
      'finales de carrera electrónicos. Para enrollables, Sheer Elegance y romanas de tamaño ' +
      'habitual. Incluye control remoto de un canal.',
    torqueNm: 3,
    minWidthCm: 60,
    maxWidthCm: 300,
    maxAreaM2: 6,
    powerSource: 'Eléctrico 127 V',
    stock: 48,
    publicPrice: 5_300,
  },
  {
    slug: 'solara-motion-bateria',
    name: 'Solara Motion Batería',
    brand: 'Solara Motion',
    kind: 'persiana',
    description:
      'Motor tubular con batería de litio recargable por USB-C: no necesita cableado, así que es ' +
      'perfecto para motorizar persianas ya instaladas. Una carga dura de cuatro a seis meses de ' +
      'uso normal. Incluye control remoto de un canal.',
    torqueNm: 1.1,
    minWidthCm: 45,
    maxWidthCm: 250,
    maxAreaM2: 4,
    powerSource: 'Batería de litio recargable (USB-C)',
    stock: 35,
    publicPrice: 4_200,
  },
  {
    slug: 'solara-motion-45-hd',
    name: 'Solara Motion 45 HD',
    brand: 'Solara Motion',
    kind: 'persiana',
    description:
      'Motor tubular de 45 mm y alto par para persianas grandes y pesadas: ventanales de doble ' +
      'altura, verticales anchas y blackout de gran formato. Arranque y paro suaves, receptor de ' +
      'radio integrado y detección de obstáculos.',
    torqueNm: 10,
    minWidthCm: 120,
    maxWidthCm: 500,
    maxAreaM2: 15,
    powerSource: 'Eléctrico 127 V',
    stock: 14,
    publicPrice: 6_900,
  },
  {
    slug: 'solara-smart-wifi',
    name: 'Solara Smart Wi-Fi',
    brand: 'Solara Smart',
    kind: 'persiana',
    description:
      'Motor tubular económico con Wi-Fi y Zigbee integrados: se controla desde la app, con ' +
      'asistentes de voz y con horarios, sin necesidad de puente. Para persianas ligeras de hasta ' +
      '2.5 m de ancho.',
    torqueNm: 1.5,
    minWidthCm: 50,
    maxWidthCm: 250,
    maxAreaM2: 4,
    powerSource: 'Eléctrico 127 V',
    stock: 6,
    publicPrice: 3_600,
  },
  {
    slug: 'solara-toldo-40',
    name: 'Solara Motion Toldo 40 Nm',
    brand: 'Solara Motion',
    kind: 'toldo',
    description:
      'Motor tubular para toldo con par de 40 Nm y receptor de radio integrado. Indicado para ' +
      'toldos verticales, de proyección y retráctiles medianos. Compatible con el sensor de viento ' +
      'y con el puente Wi-Fi.',
    torqueNm: 40,
    minWidthCm: 100,
    maxWidthCm: 500,
    maxAreaM2: 18,
    powerSource: 'Eléctrico 127 V',
    stock: 22,
    publicPrice: 7_800,
  },
  {
    slug: 'solara-toldo-50',
    name: 'Solara Motion Toldo 50 Nm con manual de emergencia',
    brand: 'Solara Motion',
    kind: 'toldo',
    description:
      'Motor de 50 Nm para toldos retráctiles grandes, con mecanismo de manivela de emergencia para ' +
      'recoger el toldo aunque se vaya la luz. Receptor de radio integrado y arranque suave que ' +
      'cuida la lona y los brazos.',
    torqueNm: 50,
    minWidthCm: 200,
    maxWidthCm: 600,
    maxAreaM2: 30,
    powerSource: 'Eléctrico 127 V',
    stock: 9,
    publicPrice: 9_900,
  },
];

// ── Accessories ────────────────────────────────────────────────────────────
// Installation is a service (stock null). Priced per piece.
export const ACCESSORIES: AccessorySeed[] = [
  {
    slug: 'instalacion-persiana',
    name: 'Instalación de persiana',
    description:
      'Instalación profesional por pieza: visita del técnico, colocación de soportes, nivelación y ' +
      'prueba de funcionamiento. Incluye taquetes y tornillería para muro de concreto o tablaroca.',
    stock: null,
    unit: 'pieza',
    publicPrice: 450,
  },
  {
    slug: 'instalacion-toldo',
    name: 'Instalación de toldo',
    description:
      'Instalación profesional por toldo, con anclaje químico o mecánico según el muro, ajuste de ' +
      'inclinación y, si aplica, conexión y programación del motor. No incluye trabajos de albañilería ' +
      'ni andamios especiales.',
    stock: null,
    unit: 'pieza',
    publicPrice: 1_800,
  },
  {
    slug: 'sensor-viento',
    name: 'Sensor de viento inalámbrico',
    description:
      'Sensor de vibración que recoge el toldo automáticamente cuando detecta ráfagas fuertes. ' +
      'Funciona con batería, se fija en la barra de carga y tiene sensibilidad ajustable.',
    stock: 24,
    unit: 'pieza',
    publicPrice: 2_900,
  },
  {
    slug: 'control-remoto-5-canales',
    name: 'Control remoto de 5 canales',
    description:
      'Control de pared o de mano para manejar hasta cinco persianas o toldos, uno por uno o todos ' +
      'a la vez. Incluye base magnética para pared.',
    stock: 60,
    unit: 'pieza',
    publicPrice: 950,
  },
  {
    slug: 'control-remoto-1-canal',
    name: 'Control remoto de 1 canal',
    description: 'Control adicional de un canal para una persiana o un toldo motorizado.',
    stock: 85,
    unit: 'pieza',
    publicPrice: 590,
  },
  {
    slug: 'puente-wifi',
    name: 'Puente Wi-Fi Solara Connect',
    description:
      'Conecta los motores de radio a la red de la casa para controlarlos desde la app, con ' +
      'asistentes de voz o con escenas y horarios. Un puente cubre una casa de tamaño habitual.',
    stock: 15,
    unit: 'pieza',
    publicPrice: 2_200,
  },
];
