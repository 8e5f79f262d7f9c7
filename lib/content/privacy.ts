// The "Aviso de privacidad integral" published at /aviso-de-privacidad, under Mexico's Ley
// Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP).
// Every brand datum comes from the `site` argument so a rebrand changes the notice too.
import { TOKEN_KEY } from '../api/config';
import { formatLongDate } from '@/lib/format/dates';
import { formatAddress, type ContentSection, type SiteData } from './shared';

export const PRIVACY_PATH = '/aviso-de-privacidad';

export const PRIVACY_SECTION_IDS = [
  'responsable',
  'datos-personales',
  'finalidades-primarias',
  'finalidades-secundarias',
  'transferencias',
  'derechos-arco',
  'revocacion',
  'limitacion',
  'cookies',
  'cambios',
  'autoridad',
] as const;

type PrivacySectionId = (typeof PRIVACY_SECTION_IDS)[number];

type PrivacyNotice = {
  title: string;
  /** As given by the caller (e.g. "2026-01-15"). */
  updatedAt: string;
  /** `updatedAt` in words: "15 de enero de 2026". */
  updatedAtLabel: string;
  intro: string;
  sections: ContentSection<PrivacySectionId>[];
};

/** Builds the full privacy notice for the brand in `site`, last updated on `updatedAt`. */
export function privacyNotice(site: SiteData & { url: string }, updatedAt: string): PrivacyNotice {
  const legal = site.legalName;
  const brand = site.name;
  const privacy = site.privacyEmail;
  const address = formatAddress(site.address);
  const domain = site.url.replace(/\/+$/, '');

  const sections: ContentSection<PrivacySectionId>[] = [
    {
      id: 'responsable',
      title: 'Identidad y domicilio del responsable',
      paragraphs: [
        `${legal} (en adelante, "${brand}"), con RFC ${site.rfc} y domicilio en ${address}, es la ` +
          'responsable del tratamiento de los datos personales que nos proporcionas, de su uso y de su ' +
          'protección.',
        `Para cualquier asunto relacionado con tus datos personales puedes escribir a nuestro ` +
          `departamento de privacidad en ${privacy} o llamar al ${site.phoneDisplay} (${site.hours}).`,
      ],
    },
    {
      id: 'datos-personales',
      title: 'Datos personales que recabamos',
      paragraphs: [
        `Recabamos tus datos cuando los escribes en ${domain} (formularios de contacto, cotizador, ` +
          'registro y panel de clientes), cuando nos escribes o llamas, y cuando un distribuidor ' +
          'autorizado nos comparte tu pedido para fabricarlo.',
        'No recabamos datos personales sensibles, como los relativos a tu salud, origen étnico, ' +
          'creencias religiosas, opiniones políticas o preferencia sexual. Te pedimos no incluirlos en ' +
          'los mensajes que nos envíes.',
        'Según el servicio que solicites, tratamos datos de las siguientes categorías:',
      ],
      bullets: [
        'Identificación: nombre completo y, si nos lo pides para facturar, razón social, RFC, régimen ' +
          'fiscal y código postal fiscal.',
        'Contacto: correo electrónico, teléfono fijo o celular y, cuando lo proporcionas, nombre de tu ' + 'empresa.',
        'Ubicación: estado y municipio; para entregas e instalaciones, domicilio completo, y para ' +
          'distribuidores que aparecen en el mapa, las coordenadas de su establecimiento.',
        'Datos de cuenta: correo de acceso, contraseña (que guardamos cifrada de forma irreversible, ' +
          'nunca en texto legible), tipo de cuenta, foto de perfil si decides subirla, y el historial ' +
          'de cotizaciones, pedidos, carrito y saldo de monedero.',
        'Datos de navegación: dirección IP, tipo de navegador y dispositivo, fecha y hora de acceso y ' +
          'páginas solicitadas, que nuestros servidores registran por seguridad y para prevenir abusos.',
      ],
    },
    {
      id: 'finalidades-primarias',
      title: 'Finalidades primarias',
      paragraphs: [
        'Las finalidades primarias son necesarias para darte el servicio que solicitas y dan origen a ' +
          'nuestra relación contigo; sin ellas no podríamos atenderte. Usamos tus datos para:',
      ],
      bullets: [
        'Atender tus solicitudes de contacto, información y cotización, y canalizarlas al distribuidor ' +
          'autorizado que corresponde a tu localidad.',
        'Crear, administrar y proteger tu cuenta, y verificar tu identidad al iniciar sesión o ' +
          'recuperar tu contraseña.',
        'Registrar, fabricar, dar seguimiento y entregar tus pedidos.',
        'Emitir tus facturas y cumplir nuestras obligaciones fiscales y contables.',
        'Coordinar el envío, la medición y la instalación de tus productos.',
        'Atender garantías, aclaraciones, quejas y servicio posventa.',
        'Mantener la seguridad del sitio, prevenir fraudes y el uso automatizado de los formularios.',
      ],
    },
    {
      id: 'finalidades-secundarias',
      title: 'Finalidades secundarias',
      paragraphs: [
        'De manera adicional, usamos tus datos para finalidades secundarias, que no son necesarias ' +
          'para el servicio que solicitas pero nos permiten atenderte mejor.',
        `Si no quieres que usemos tus datos para alguna de ellas, escríbenos a ${privacy} con el asunto ` +
          '"Negativa de finalidades secundarias", indicando tu nombre y las finalidades a las que te ' +
          'niegas, dentro de los 5 días hábiles siguientes a que nos proporciones tus datos; después ' +
          'de ese plazo puedes oponerte en cualquier momento con una solicitud ARCO. Tu negativa no ' +
          'será motivo para negarte los servicios que nos solicitas.',
        'Las finalidades secundarias son:',
      ],
      bullets: [
        'Enviarte información sobre productos, promociones, lanzamientos y eventos (mercadotecnia y ' + 'publicidad).',
        'Invitarte a responder encuestas de satisfacción y evaluar la calidad de nuestros productos, ' +
          'del servicio y de nuestros distribuidores.',
        'Elaborar estadísticas internas sobre el uso del sitio y el interés en nuestros productos.',
      ],
    },
    {
      id: 'transferencias',
      title: 'Transferencias de datos',
      paragraphs: [
        'No vendemos ni rentamos tus datos personales. Cualquier transferencia distinta de las que ' +
          'aquí se describen se hará únicamente con tu consentimiento expreso.',
        'Las empresas que nos prestan servicios por cuenta nuestra (paqueterías y mensajerías que ' +
          'entregan tus pedidos, y proveedores de hospedaje, correo electrónico y verificación ' +
          'antirrobots del sitio) reciben solo los datos necesarios para esa tarea, bajo contrato y sin ' +
          'poder usarlos para fines propios. Estas remisiones a encargados no requieren tu ' +
          'consentimiento.',
        'Podemos transferir tus datos, dentro del país, a los siguientes destinatarios. Las ' +
          'transferencias marcadas "sin consentimiento" las permite la ley de protección de datos personales porque son ' +
          'necesarias para cumplir la relación que tienes con nosotros o porque lo exige la ley:',
      ],
      bullets: [
        'Distribuidores autorizados que atienden tu solicitud, cotización, pedido, medición, ' +
          'instalación o garantía en tu localidad: sin consentimiento, porque es necesario para darte ' +
          'el servicio que pediste.',
        'Distribuidores autorizados, para que te envíen sus propias promociones: solo con tu ' +
          `consentimiento, que puedes negar o revocar en cualquier momento escribiendo a ${privacy}.`,
        'Autoridades fiscales, judiciales o administrativas competentes que lo requieran conforme a la ' +
          'ley: sin consentimiento.',
      ],
    },
    {
      id: 'derechos-arco',
      title: 'Derechos ARCO: acceso, rectificación, cancelación y oposición',
      paragraphs: [
        'Tienes derecho a conocer qué datos tenemos de ti y cómo los usamos (acceso), a pedir que los ' +
          'corrijamos si están desactualizados, son inexactos o incompletos (rectificación), a que los ' +
          'eliminemos de nuestros registros cuando consideres que no se usan conforme a la ley ' +
          '(cancelación), y a oponerte a su uso para fines específicos (oposición).',
        'Te responderemos por correo electrónico en un plazo máximo de 20 días hábiles contados desde ' +
          'que recibimos tu solicitud completa. Si resulta procedente, la haremos efectiva dentro de ' +
          'los 15 días hábiles siguientes a la fecha de nuestra respuesta. Estos plazos podrán ' +
          'ampliarse una sola vez por un periodo igual cuando las circunstancias lo justifiquen, y te ' +
          'lo avisaremos. Si tu solicitud está incompleta, te pediremos la información faltante dentro ' +
          'de los 5 días hábiles siguientes y tendrás 10 días hábiles para enviarla.',
        'El ejercicio de los derechos ARCO es gratuito; solo podrían cobrarse los gastos justificados de ' +
          'envío o de reproducción en copias u otros formatos. Cuando canceles tus datos, primero los ' +
          'bloquearemos y después los suprimiremos, salvo los que la ley nos obligue a conservar (por ' +
          'ejemplo, los relacionados con tus facturas) durante el plazo que corresponda.',
        `Para ejercerlos, envía tu solicitud a ${privacy} con lo siguiente:`,
      ],
      bullets: [
        'Tu nombre y un correo electrónico u otro medio para comunicarte la respuesta.',
        'Una copia de tu identificación oficial o, si actúas en representación de otra persona, el ' +
          'documento que acredite tu representación y la identificación de ambos.',
        'La descripción clara y precisa de los datos y del derecho que quieres ejercer.',
        'Cualquier dato que nos ayude a localizar tu información, como el correo de tu cuenta o tu ' +
          'número de pedido.',
        'Si pides una rectificación, los cambios que solicitas y, en su caso, el documento que los ' + 'respalde.',
      ],
    },
    {
      id: 'revocacion',
      title: 'Revocación del consentimiento',
      paragraphs: [
        'Puedes revocar en cualquier momento el consentimiento que nos diste para tratar tus datos, ' +
          `enviando una solicitud a ${privacy} con los mismos requisitos y plazos de una solicitud ARCO.`,
        'Ten en cuenta que no en todos los casos podremos atender tu solicitud o concluir el uso de ' +
          'forma inmediata, ya que es posible que por alguna obligación legal debamos seguir tratando ' +
          'algunos datos. También debes considerar que, para ciertos fines, revocar tu consentimiento ' +
          'implica que no podamos seguir prestándote el servicio que nos solicitaste o mantener activa ' +
          'tu cuenta.',
      ],
    },
    {
      id: 'limitacion',
      title: 'Limitación del uso o divulgación de tus datos',
      paragraphs: [
        `Si quieres limitar el uso o la divulgación de tus datos, escríbenos a ${privacy}. Te ` +
          'inscribiremos en nuestro listado de exclusión propio para que dejes de recibir ' +
          'comunicaciones promocionales de nuestra parte. Además, cada correo promocional que te ' +
          'enviemos incluye un enlace para darte de baja.',
        'También puedes inscribirte en el Registro Público para Evitar Publicidad (REPEP) de la ' +
          'Procuraduría Federal del Consumidor y, si eres usuario de servicios financieros, en el ' +
          'Registro Público de Usuarios (REUS) de la Comisión Nacional para la Protección y Defensa de ' +
          'los Usuarios de Servicios Financieros.',
      ],
    },
    {
      id: 'cookies',
      title: 'Uso de cookies y almacenamiento local',
      paragraphs: [
        'Este sitio no usa cookies de publicidad ni herramientas de rastreo publicitario de terceros.',
        `Cuando inicias sesión, guardamos en el almacenamiento local (localStorage) de tu navegador un ` +
          `token de sesión con la clave "${TOKEN_KEY}". Es un dato técnico que solo sirve para ` +
          'mantener tu sesión abierta e identificar tu cuenta cuando consultas tu panel; no contiene ' +
          'tu contraseña ni se usa para otros fines. Se borra cuando cierras sesión.',
        'La verificación que distingue personas de programas automáticos en algunos formularios, y los ' +
          'mapas del localizador de distribuidores, pueden requerir datos técnicos de tu navegador ' +
          '(como tu dirección IP) para funcionar.',
        'Puedes borrar el token en cualquier momento cerrando sesión o desde la configuración de tu ' +
          'navegador, en la opción para eliminar cookies y datos de sitios. Si lo borras, tendrás que ' +
          'volver a iniciar sesión; el resto del sitio funciona igual.',
      ],
    },
    {
      id: 'cambios',
      title: 'Cambios al aviso de privacidad',
      paragraphs: [
        'Este aviso puede cambiar por nuevas disposiciones legales, por nuestras propias necesidades o ' +
          'por cambios en los productos y servicios que ofrecemos.',
        `Publicaremos cualquier cambio en ${domain}${PRIVACY_PATH}, con la fecha de su última ` +
          'actualización al inicio del documento. Si el cambio implica nuevas finalidades que requieran ' +
          'tu consentimiento, te lo pediremos antes de usar tus datos para ellas.',
      ],
    },
    {
      id: 'autoridad',
      title: 'Autoridad en materia de protección de datos',
      paragraphs: [
        'Si consideras que tu derecho a la protección de datos personales ha sido vulnerado por alguna ' +
          'conducta nuestra o por nuestras respuestas, o presumes alguna violación a la LFPDPPP, puedes ' +
          'acudir ante la autoridad garante en materia de protección de datos personales, que sustituyó ' +
          'en esas funciones al antiguo Instituto Nacional de Transparencia, Acceso a la Información y ' +
          'Protección de Datos Personales (INAI).',
        `Si lo prefieres, antes puedes escribirnos a ${privacy} y con gusto revisaremos tu caso.`,
      ],
    },
  ];

  return {
    title: 'Aviso de privacidad integral',
    updatedAt,
    updatedAtLabel: formatLongDate(updatedAt),
    intro:
      `En ${brand} cuidamos tus datos personales. Este aviso te explica qué datos recabamos, para qué ` +
      'los usamos, con quién los compartimos y cómo puedes ejercer tus derechos.',
    sections,
  };
}
