// Copy for the three product line pages: /productos/persianas, /productos/toldos and
// /productos/motorizacion. Facts (sizes, fabrics, motors) follow the seeded catalogue.

export const LINE_SLUGS = ['persianas', 'toldos', 'motorizacion'] as const;
export type LineSlug = (typeof LINE_SLUGS)[number];

export type LineContent = {
  slug: LineSlug;
  headline: string;
  intro: string;
  benefits: { title: string; text: string }[];
  uses: string[];
  faq: { q: string; a: string }[];
};

export const LINE_CONTENT: Record<LineSlug, LineContent> = {
  persianas: {
    slug: 'persianas',
    headline: 'Persianas hechas a la medida exacta de tu ventana',
    intro:
      'Cortamos y armamos cada persiana en nuestro taller de Guadalajara con las medidas que nos das, ' +
      'al centímetro. Elige entre enrollables, Sheer Elegance, romanas, verticales, panel japonés y ' +
      'celulares; combínalas con telas screen, traslúcidas o blackout, y agrégales cenefa, cassette o ' +
      'motor cuando quieras.',
    benefits: [
      {
        title: 'Tú decides cuánta luz entra',
        text:
          'Screen de 3 % y 5 % de apertura para filtrar el sol sin perder la vista, telas traslúcidas ' +
          'que dan privacidad con luz suave y blackout que oscurece por completo la recámara.',
      },
      {
        title: 'Medida exacta, sin ajustes',
        text:
          'Fabricamos desde 30 cm hasta 5 m de ancho, según el tipo. Tu persiana llega lista para ' +
          'instalar, sin recortes ni huecos a los lados.',
      },
      {
        title: 'Acabados que ocultan el mecanismo',
        text:
          'Cenefa cuadrada o redonda de aluminio, galería de madera o cassette cerrado: el remate ' +
          'superior queda limpio y la tela protegida del polvo.',
      },
      {
        title: 'Lista para motorizar',
        text:
          'Cualquier persiana puede llevar motor de corriente o de batería. Las piezas más anchas se ' +
          'fabrican motorizadas para que suban y bajen con suavidad y sin esfuerzo.',
      },
    ],
    uses: [
      'Recámaras y cuartos de bebé que necesitan oscuridad total para descansar',
      'Salas y comedores donde quieres luz natural sin deslumbramiento',
      'Oficinas y home office con pantallas frente a la ventana',
      'Cocinas y baños, con telas lavables que resisten la humedad',
      'Ventanales, canceles y puertas corredizas de gran formato',
      'Consultorios, escuelas y espacios comerciales con mucho uso diario',
    ],
    faq: [
      {
        q: '¿Cómo tomo las medidas de mi ventana?',
        a:
          'Mide el ancho en tres alturas y el alto en tres puntos, y anota la medida más pequeña si la ' +
          'persiana va dentro del vano; si va por fuera, suma unos 10 cm por lado. Si prefieres no ' +
          'arriesgarte, un distribuidor autorizado puede ir a medir antes de fabricar.',
      },
      {
        q: '¿Qué diferencia hay entre screen, traslúcido y blackout?',
        a:
          'El screen es un tejido técnico con pequeñas aperturas (3 % o 5 %) que filtra el sol y deja ' +
          'ver hacia afuera; el traslúcido deja pasar una luz difusa pero no permite ver a través; el ' +
          'blackout bloquea la luz por completo. Muchos clientes combinan screen en la sala y blackout ' +
          'en las recámaras.',
      },
      {
        q: '¿Cuánto tarda la fabricación?',
        a:
          'Depende del tipo y de la tela: los colores disponibles se fabrican en pocos días hábiles y ' +
          'los que aparecen como "Bajo pedido" toman más tiempo. Al cotizar te indicamos el plazo de ' +
          'tu pedido antes de confirmarlo.',
      },
    ],
  },

  toldos: {
    slug: 'toldos',
    headline: 'Toldos para disfrutar tu terraza con sol, sombra o lluvia',
    intro:
      'Toldos retráctiles, verticales y de proyección con estructura de aluminio y pintura ' +
      'electrostática, fabricados a la medida de tu fachada. Elige la lona que mejor va con tu ' +
      'espacio: acrílico teñido en masa, rayas clásicas, microperforado screen o poliéster PVC ' +
      'impermeable, con manivela o con motor.',
    benefits: [
      {
        title: 'Sombra hasta 6 metros de ancho',
        text:
          'Los retráctiles cubren de 1.80 a 6.00 m de ancho y proyectan hasta 3 m, sin postes que ' +
          'estorben en la terraza.',
      },
      {
        title: 'Lonas que aguantan el sol mexicano',
        text:
          'El acrílico solución teñida lleva el color dentro de la fibra y bloquea hasta el 98 % de los ' +
          'rayos UV; el poliéster PVC es totalmente impermeable para cocheras y negocios.',
      },
      {
        title: 'Menos calor dentro de casa',
        text:
          'Un toldo vertical frena el sol antes de que toque el vidrio. Con tela microperforada sigues ' +
          'viendo hacia afuera mientras el interior se mantiene más fresco.',
      },
      {
        title: 'Automatízalo cuando quieras',
        text:
          'Todos nuestros toldos aceptan motor; con el sensor de viento se recogen solos ante ráfagas ' +
          'fuertes, aunque no estés en casa.',
      },
    ],
    uses: [
      'Terrazas y jardines para comer al aire libre',
      'Balcones y ventanas de departamento que reciben sol directo',
      'Pérgolas y fachadas con mucha exposición, con toldo vertical tipo zip',
      'Cocheras y patios de servicio que necesitan protección contra la lluvia',
      'Restaurantes, cafeterías y escaparates, con faldón rotulado con tu logotipo',
      'Albercas y áreas de asador',
    ],
    faq: [
      {
        q: '¿Qué toldo me conviene para mi terraza?',
        a:
          'Si quieres sombra sobre una superficie amplia, un retráctil: el Cofre Total 500 guarda lona ' +
          'y brazos en un cofre cerrado, el Semicofre Bali protege la lona enrollada y el Brazo ' +
          'Invisible Classic es la opción más económica. Si el sol entra de lado o por la tarde, un ' +
          'toldo vertical funciona mejor.',
      },
      {
        q: '¿Puedo dejar el toldo abierto cuando llueve o hace viento?',
        a:
          'Los toldos retráctiles están pensados para dar sombra: con lluvia ligera la lona escurre si ' +
          'tiene inclinación suficiente, pero con lluvia fuerte o viento conviene recogerlos. El ' +
          'sensor de viento lo hace por ti. Los verticales con rieles zip resisten viento moderado.',
      },
      {
        q: '¿La instalación está incluida?',
        a:
          'La puedes agregar al cotizar. Incluye anclaje químico o mecánico según tu muro, ajuste de ' +
          'inclinación y, si lleva motor, su conexión y programación. No incluye trabajos de ' +
          'albañilería ni andamios especiales.',
      },
    ],
  },

  motorizacion: {
    slug: 'motorizacion',
    headline: 'Abre y cierra tus persianas y toldos sin levantarte',
    intro:
      'Nuestros motores tubulares Solara Motion se instalan dentro del tubo de la persiana o del ' +
      'toldo y no se ven. Manéjalos con control remoto, desde tu celular con el puente Wi-Fi, con ' +
      'asistentes de voz compatibles o con horarios programados. Hay versiones de corriente, de ' +
      'batería recargable y para toldos grandes.',
    benefits: [
      {
        title: 'Silenciosos y suaves',
        text:
          'El Solara Motion 30 RF trabaja a menos de 38 dB y tiene finales de carrera electrónicos: la ' +
          'persiana se detiene siempre en el mismo punto, arriba y abajo.',
      },
      {
        title: 'Sin cables, con batería',
        text:
          'El motor de batería se recarga por USB-C y una carga dura de cuatro a seis meses de uso ' +
          'normal. Es la forma más sencilla de motorizar persianas que ya tienes instaladas.',
      },
      {
        title: 'Tu casa, desde el celular',
        text:
          'El puente Wi-Fi Solara Connect conecta los motores de radio a tu red; el motor Solara Smart ' +
          'trae Wi-Fi y Zigbee integrados. Crea escenas, horarios y control por voz.',
      },
      {
        title: 'Toldos que se cuidan solos',
        text:
          'Motores de 40 y 50 Nm para toldos, compatibles con el sensor de viento inalámbrico; el de ' +
          '50 Nm incluye manivela de emergencia para recoger el toldo aunque se vaya la luz.',
      },
    ],
    uses: [
      'Ventanales de doble altura y persianas grandes con el Solara Motion 45 HD',
      'Persianas ya instaladas que quieres motorizar sin romper muros',
      'Recámaras que se abren solas a la hora de despertar',
      'Toldos de terraza que se recogen automáticamente con viento fuerte',
      'Oficinas y salas de juntas que controlan varias persianas a la vez',
      'Casas de descanso que se ven habitadas con horarios programados',
    ],
    faq: [
      {
        q: '¿Qué motor necesito?',
        a:
          'Depende del tamaño y del peso de la pieza. El Motion 30 RF mueve persianas de hasta 3 m de ' +
          'ancho y 6 m²; el Motion 45 HD, hasta 5 m y 15 m²; el de batería y el Smart Wi-Fi, ' +
          'persianas ligeras de hasta 2.5 m. Para toldos usamos 40 o 50 Nm. Si tienes duda, tu ' +
          'distribuidor te recomienda el adecuado para tus medidas.',
      },
      {
        q: '¿Puedo controlar varias persianas con un solo control?',
        a:
          'Sí. Cada motor incluye un control de un canal, y el control de 5 canales maneja hasta cinco ' +
          'persianas o toldos, uno por uno o todos a la vez. Con el puente Wi-Fi además los controlas ' +
          'desde la app, con horarios y escenas.',
      },
      {
        q: '¿Quién instala el motor y qué garantía tiene?',
        a:
          'En persianas y toldos nuevos el motor sale montado de nuestro taller, y un distribuidor ' +
          'autorizado lo conecta y programa en tu casa. Los motores tienen 2 años de garantía cuando ' +
          'la instalación la hace un distribuidor autorizado.',
      },
    ],
  },
};
