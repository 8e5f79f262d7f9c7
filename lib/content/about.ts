// Copy for /nosotros: company story, how we manufacture, warranty terms and coverage.
import { site as defaultSite } from '../site';
import { formatAddress, type ContentSection, type SiteData } from './shared';

const FOUNDED_YEAR = 2009;

type ManufacturingStep = {
  id: 'corte' | 'confeccion' | 'ensamble' | 'control-de-calidad';
  title: string;
  text: string;
};

/** The four steps every piece goes through in the workshop, in order. */
export const MANUFACTURING_STEPS: readonly ManufacturingStep[] = [
  {
    id: 'corte',
    title: 'Corte',
    text:
      'Revisamos las medidas de tu pedido y cortamos la tela, los tubos y los perfiles de aluminio al ' +
      'centímetro, a escuadra y con la tela extendida sobre mesa, para que la pieza caiga recta.',
  },
  {
    id: 'confeccion',
    title: 'Confección',
    text:
      'Sellamos o cosemos las orillas, formamos los pliegues de las romanas con sus varillas, armamos ' +
      'los lienzos del panel japonés y unimos la lona de los toldos con costuras reforzadas.',
  },
  {
    id: 'ensamble',
    title: 'Ensamble',
    text:
      'Montamos la tela en el tubo con su mecanismo o su motor, colocamos la barra de carga, las ' +
      'cenefas o el cofre, y ajustamos los finales de carrera cuando la pieza es motorizada.',
  },
  {
    id: 'control-de-calidad',
    title: 'Control de calidad',
    text:
      'Antes de empacar, cada pieza se sube y se baja completa: revisamos medidas, que enrolle ' +
      'derecha, que el mecanismo y el motor funcionen, y que la tela no tenga defectos. Después la ' +
      'etiquetamos con el nombre del espacio que nos indicaste.',
  },
];

type WarrantyTerm = {
  id: 'mecanismos' | 'telas' | 'motores' | 'estructura-toldos';
  title: string;
  period: string;
  text: string;
};

/** Warranty periods, counted from the delivery date. */
export const WARRANTY_TERMS: readonly WarrantyTerm[] = [
  {
    id: 'mecanismos',
    title: 'Mecanismos de persiana',
    period: '5 años',
    text: 'Tubos, soportes, cadenas, embragues, rieles y carros contra defectos de fabricación.',
  },
  {
    id: 'telas',
    title: 'Telas',
    period: '2 años',
    text: 'Telas de persiana y lonas de toldo contra defectos de fabricación: deshilado, despegado de capas o fallas en las costuras.',
  },
  {
    id: 'motores',
    title: 'Motores y controles',
    period: '2 años',
    text: 'Motores, controles y accesorios de automatización, siempre que los haya instalado un distribuidor autorizado.',
  },
  {
    id: 'estructura-toldos',
    title: 'Estructura de toldos',
    period: 'de 2 a 5 años, según el modelo',
    text: 'Brazos, soportes y perfiles contra defectos de fabricación: 5 años en el Cofre Total 500, 3 en el Semicofre Bali y 2 en el Brazo Invisible Classic; el plazo de cada modelo aparece en su ficha.',
  },
];

type AboutPage = {
  title: string;
  intro: string;
  sections: ContentSection<'historia' | 'fabricacion' | 'garantia' | 'cobertura'>[];
};

/** The whole /nosotros page. Brand data (city, e-mail) comes from `s`. */
export function aboutPage(s: SiteData = defaultSite): AboutPage {
  const city = s.address.city;
  return {
    title: `Somos ${s.shortName}`,
    intro:
      `Una empresa familiar de ${city} que fabrica persianas, toldos y motorización a la medida desde ` +
      `${FOUNDED_YEAR}, y que hoy llega a todo México a través de su red de distribuidores.`,
    sections: [
      {
        id: 'historia',
        title: 'Nuestra historia',
        paragraphs: [
          `${s.shortName} empezó en ${FOUNDED_YEAR} como un pequeño taller familiar en ${city}: una mesa ` +
            'de corte, una máquina de coser y pedidos de vecinos, arquitectos y decoradores de la zona ' +
            'que buscaban persianas bien hechas y entregadas a tiempo.',
          'Con los años sumamos toldos, luego motorización, y más personas al equipo. En 2015 nos ' +
            `constituimos como ${s.legalName} y empezamos a trabajar con distribuidores en otras ` +
            'ciudades, que hoy miden, instalan y dan servicio a nuestros productos en distintos estados ' +
            'del país.',
          'Seguimos siendo una empresa familiar: conocemos a nuestros distribuidores por su nombre, ' +
            'fabricamos cada pedido por separado y respondemos por lo que hacemos.',
        ],
      },
      {
        id: 'fabricacion',
        title: 'Cómo fabricamos',
        paragraphs: [
          `Todo lo que vendemos sale de nuestro taller en ${city}. No tenemos medidas de línea: cada ` +
            'persiana y cada toldo se fabrica para un pedido concreto y pasa por cuatro etapas.',
        ],
        bullets: MANUFACTURING_STEPS.map(
          (step) => `${step.title}: ${step.text.charAt(0).toLowerCase()}${step.text.slice(1)}`,
        ),
      },
      {
        id: 'garantia',
        title: 'Garantía',
        paragraphs: [
          'Todos nuestros productos tienen garantía contra defectos de fabricación, contada a partir de ' +
            'la fecha de entrega:',
          'La garantía cubre la reparación o, si no es posible repararla, la reposición de la pieza o del ' +
            'componente defectuoso. No cubre daños por mal uso, golpes, instalación o modificaciones ' +
            'hechas por terceros no autorizados, variaciones de voltaje, viento fuerte o lluvia con el ' +
            'toldo abierto, uso en exterior de productos de interior, el desgaste natural de la batería ' +
            'por sus ciclos de carga, ni la decoloración o las marcas propias del uso normal.',
          'Para hacerla válida, comunícate con el distribuidor que te vendió el producto o escríbenos a ' +
            `${s.email} con tu número de pedido o comprobante de compra, una descripción de la falla y ` +
            'fotos o un video. Si hace falta, un técnico revisa la pieza en tu domicilio o en nuestro ' +
            'taller.',
        ],
        bullets: WARRANTY_TERMS.map((term) => `${term.title}: ${term.period}. ${term.text}`),
      },
      {
        id: 'cobertura',
        title: 'Cobertura en todo México',
        paragraphs: [
          'Atendemos todo el país a través de nuestra red de distribuidores autorizados: ellos toman ' +
            'medidas, te asesoran con las telas y los colores, instalan y atienden la garantía en tu ' +
            'ciudad. Encuentra el más cercano en el mapa de distribuidores.',
          `Si en tu ciudad aún no hay distribuidor, fabricamos tu pedido en ${city} y lo enviamos por ` +
            'paquetería, bien empacado y etiquetado por espacio, con instrucciones de instalación. El ' +
            'costo y el tiempo de envío dependen del destino y del tamaño de las piezas; te los ' +
            'confirmamos antes de fabricar.',
          `También puedes visitarnos en ${formatAddress(s.address)}. Horario: ${s.hours}.`,
        ],
      },
    ],
  };
}
