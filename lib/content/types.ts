// Copy for each blind and awning type page, keyed by the type's slug (unique across lines).
// Types added later from the dashboard get a generic text from `typeContent`.
import type { LineSlug } from './lines';

type TypeContent = {
  benefits: string[];
  uses: string[];
  /** How to clean and look after it, one paragraph. */
  care: string;
  /** One sentence: who or what it suits best. */
  idealFor: string;
};

export const TYPE_CONTENT: Record<string, TypeContent> = {
  enrollables: {
    benefits: [
      'Línea limpia y discreta que combina con cualquier estilo',
      'Disponible en screen 3 % y 5 %, traslúcido y blackout',
      'De 0.30 a 3.50 m de ancho y de alto',
      'Cadena de seguridad o motor de corriente, de batería o Wi-Fi',
      'Admite cenefa, galería de madera o cassette para ocultar el tubo',
    ],
    uses: ['Recámaras', 'Salas y comedores', 'Cocinas', 'Oficinas y home office', 'Consultorios'],
    care:
      'Limpia la tela con un plumero o con la aspiradora a baja potencia y cepillo suave. Las manchas ' +
      'se quitan con un paño húmedo y jabón neutro, sin tallar; deja secar la persiana extendida ' +
      'antes de enrollarla.',
    idealFor: 'Quien busca la opción más versátil y accesible para vestir cualquier ventana de la casa o la oficina.',
  },
  'sheer-elegance': {
    benefits: [
      'Regula la luz sin subir la persiana: franjas alineadas o encontradas',
      'Vista hacia afuera con privacidad cuando la necesitas',
      'Versión traslúcida o con franjas blackout para recámaras',
      'De 0.40 a 3.00 m de ancho y de alto',
      'Se luce con cassette de aluminio y motor',
    ],
    uses: ['Salas', 'Comedores', 'Recámaras principales', 'Estancias con ventanal', 'Recepciones'],
    care:
      'Sacude la tela con plumero o aspiradora con cepillo suave, siempre con la persiana abajo. Para ' +
      'manchas usa un paño apenas húmedo con jabón neutro; no la sumerjas ni uses cloro, porque la ' +
      'malla puede deformarse.',
    idealFor: 'Salas y comedores donde quieres un acabado ligero y elegante, y controlar la luz a lo largo del día.',
  },
  romanas: {
    benefits: [
      'La calidez de una cortina en mucho menos espacio',
      'Pliegues parejos gracias a las varillas internas',
      'Lino natural o lino con forro blackout cosido por el reverso',
      'De 0.40 a 2.40 m de ancho y hasta 2.80 m de alto',
      'Combina muy bien con galería de madera',
    ],
    uses: ['Recámaras', 'Estudios y bibliotecas', 'Comedores', 'Casas de estilo rústico o campestre'],
    care:
      'Aspira la tela con cepillo suave una vez al mes. Trata las manchas con un paño húmedo y jabón ' +
      'neutro, sin frotar, para no marcar el lino. No la laves en lavadora: las varillas y el forro ' +
      'van cosidos a la tela.',
    idealFor:
      'Quien quiere una ventana vestida y acogedora, con textura natural y la opción de oscurecer por completo.',
  },
  verticales: {
    benefits: [
      'Cubren claros de hasta 5.00 m de ancho',
      'Lamas de 89 mm que giran 180° para dosificar la luz',
      'Se recorren hacia un costado o hacia el centro',
      'PVC lavable o tela jacquard más cálida',
      'Cada lama se desmonta por separado',
    ],
    uses: ['Ventanales', 'Canceles y puertas corredizas', 'Oficinas', 'Consultorios', 'Cocinas'],
    care:
      'Las lamas de PVC se limpian con un paño húmedo y jabón neutro, incluso desmontadas. Las de tela ' +
      'se aspiran con cepillo suave; si una lama se mancha o se daña, puedes reemplazar solo esa.',
    idealFor: 'Ventanales amplios y puertas corredizas por las que se pasa todos los días.',
  },
  'panel-japones': {
    benefits: [
      'Lienzos planos que corren sobre un riel de 3 a 5 vías',
      'Hasta 5.00 m de ancho y 3.20 m de alto',
      'Funciona como cortina y como divisor de ambientes',
      'Screen, blackout o telas con textura lino',
      'Los paneles se apilan uno detrás de otro y liberan el claro',
    ],
    uses: [
      'Ventanales de piso a techo',
      'Puertas de patio',
      'Divisiones entre sala y comedor',
      'Lofts y oficinas abiertas',
    ],
    care:
      'Aspira los paneles con cepillo suave. Cada lienzo se desprende del carro con velcro, así que ' +
      'puedes limpiarlo extendido sobre una superficie plana con un paño húmedo y jabón neutro.',
    idealFor: 'Ventanales grandes y espacios modernos donde buscas líneas rectas y un acabado muy limpio.',
  },
  celulares: {
    benefits: [
      'Celdas de 25 mm que forman una cámara de aire aislante',
      'Menos calor en verano y mejor temperatura en invierno',
      'Absorben parte del ruido exterior',
      'Se recogen en muy poco espacio',
      'Versión traslúcida o blackout, con motor de batería opcional',
    ],
    uses: [
      'Recámaras con mucho sol',
      'Habitaciones con aire acondicionado',
      'Cuartos de bebé',
      'Ventanas orientadas al poniente',
    ],
    care:
      'Sacude con plumero o con secadora de cabello en aire frío para sacar el polvo de las celdas. ' +
      'Para manchas, un paño apenas húmedo; no la mojes de más, porque el panal debe conservar su forma.',
    idealFor: 'Habitaciones calurosas o con clima, donde el aislamiento térmico importa tanto como la luz.',
  },
  retractiles: {
    benefits: [
      'De 1.80 a 6.00 m de ancho y hasta 3.00 m de proyección',
      'Brazos articulados de aluminio, sin postes que estorben',
      'Modelos con cofre completo, semicofre o brazo invisible',
      'Manivela o motor con sensor de viento',
      'Lonas acrílicas, microperforadas o de poliéster PVC',
    ],
    uses: ['Terrazas', 'Jardines', 'Áreas de asador y alberca', 'Restaurantes y cafeterías'],
    care:
      'Recoge el toldo con lluvia fuerte o viento y no lo guardes mojado por varios días: ábrelo ' +
      'para que seque. Cepilla la lona en seco y lávala con agua y jabón neutro, sin hidrolavadora. ' +
      'Revisa los tornillos de los soportes una vez al año.',
    idealFor: 'Terrazas y jardines donde quieres sombra amplia a voluntad y un espacio libre cuando no la necesitas.',
  },
  'verticales-exterior': {
    benefits: [
      'Frenan el sol antes de que toque el vidrio',
      'De 1.00 a 5.00 m de ancho y hasta 3.00 m de caída',
      'Rieles zip que sujetan toda la orilla o guías de cable de acero inoxidable',
      'Con tela microperforada conservas la vista hacia afuera',
      'Operación con manivela o con motor',
    ],
    uses: ['Pérgolas', 'Terrazas techadas', 'Fachadas con sol de tarde', 'Ventanas y balcones', 'Áreas semicubiertas'],
    care:
      'Limpia la tela con agua y jabón neutro y un cepillo suave, con el toldo abajo. Mantén los ' +
      'rieles libres de hojas y tierra para que el cierre zip corra sin trabas. Con viento muy fuerte, ' +
      'recógelo.',
    idealFor: 'Fachadas, pérgolas y terrazas con sol lateral, donde quieres bajar el calor sin perder la vista.',
  },
  proyeccion: {
    benefits: [
      'Da sombra a la ventana sin tapar por completo la vista',
      'Proyección de 0.60 a 1.50 m y hasta 5.00 m de ancho',
      'Inclinación regulable con brazos de proyección',
      'Se instala en el muro, en el techo o dentro del vano',
      'Faldón rotulable con el nombre de tu negocio',
    ],
    uses: [
      'Balcones de departamento',
      'Ventanas con sol directo',
      'Escaparates y fachadas comerciales',
      'Locales a pie de calle',
    ],
    care:
      'Cepilla la lona en seco y lávala con agua y jabón neutro cuando lo necesite. Recógela con ' +
      'viento fuerte y déjala secar extendida antes de guardarla. Lubrica las articulaciones de los ' +
      'brazos con silicón una vez al año.',
    idealFor: 'Balcones, ventanas y fachadas comerciales que necesitan sombra sin perder la vista a la calle.',
  },
};

const GENERIC_CONTENT: Record<LineSlug | 'otro', TypeContent> = {
  persianas: {
    benefits: [
      'Fabricada a la medida exacta de tu ventana',
      'Elige la tela según la luz y la privacidad que buscas',
      'Opción de motor y de cenefa para un acabado limpio',
    ],
    uses: ['Recámaras', 'Salas y comedores', 'Oficinas'],
    care:
      'Limpia la tela con un plumero o con aspiradora y cepillo suave. Para manchas, usa un paño ' +
      'húmedo y jabón neutro, sin tallar ni usar productos abrasivos.',
    idealFor: 'Quien quiere vestir su ventana con una persiana hecha a la medida.',
  },
  toldos: {
    benefits: [
      'Fabricado a la medida de tu fachada',
      'Estructura de aluminio con pintura electrostática',
      'Operación manual o con motor',
    ],
    uses: ['Terrazas', 'Balcones', 'Fachadas'],
    care:
      'Recoge el toldo con viento fuerte y déjalo secar antes de guardarlo. Lava la lona con agua y ' +
      'jabón neutro y un cepillo suave, sin hidrolavadora.',
    idealFor: 'Quien quiere sombra y protección en exteriores, hecha a la medida.',
  },
  motorizacion: {
    benefits: [
      'Operación silenciosa con control remoto',
      'Control desde el celular con el puente Wi-Fi',
      'Instalación y programación por un distribuidor autorizado',
    ],
    uses: ['Persianas grandes', 'Toldos de terraza', 'Casas inteligentes'],
    care:
      'Mantén el motor conectado a una instalación eléctrica en buen estado y cambia la pila del ' +
      'control cuando notes que pierde alcance.',
    idealFor: 'Quien quiere abrir y cerrar persianas y toldos sin esfuerzo.',
  },
  otro: {
    benefits: [
      'Fabricado a la medida en nuestro taller de Guadalajara',
      'Materiales seleccionados para uso diario',
      'Instalación por distribuidores autorizados en todo México',
    ],
    uses: ['Casa', 'Oficina', 'Negocio'],
    care:
      'Limpia con un paño suave y jabón neutro, sin productos abrasivos. Si tienes dudas sobre el ' +
      'cuidado de tu producto, pregúntale a tu distribuidor.',
    idealFor: 'Quien busca un producto hecho a la medida, con garantía y servicio cerca de casa.',
  },
};

/**
 * The copy of a type, or a safe generic text for a type the catalogue gained later
 * (worded for its line when the line is known). Always returns a fresh object.
 */
export function typeContent(slug: string, line?: LineSlug | string | null): TypeContent {
  const known = Object.hasOwn(TYPE_CONTENT, slug) ? TYPE_CONTENT[slug] : undefined;
  const fallbackKey: LineSlug | 'otro' =
    line === 'persianas' || line === 'toldos' || line === 'motorizacion' ? line : 'otro';
  const content = known ?? GENERIC_CONTENT[fallbackKey];
  return { ...content, benefits: [...content.benefits], uses: [...content.uses] };
}
