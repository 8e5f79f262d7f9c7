import type { Feature } from '@/lib/contract/capabilities';

// What a visitor reads when the API host lacks a feature (a host that speaks only the spec's call
// table): what is missing, and what still works, so nobody waits for something that will not come.

type FeatureCopy = { title: string; detail: string };

const PANEL_STILL_WORKS =
  'Lo demás del panel sigue funcionando: tu perfil, los contadores, las listas de precios, los catálogos, las promociones y el inventario.';

export const FEATURE_COPY: Record<Feature, FeatureCopy> = {
  quotes: { title: 'Las cotizaciones no están disponibles en este servidor.', detail: PANEL_STILL_WORKS },
  orders: { title: 'Los pedidos no están disponibles en este servidor.', detail: PANEL_STILL_WORKS },
  cart: { title: 'El carrito no está disponible en este servidor.', detail: PANEL_STILL_WORKS },
  wallet: {
    title: 'El monedero no está disponible en este servidor.',
    detail: 'Tus datos, tu foto y tu contraseña se pueden cambiar como siempre.',
  },
  dealers: {
    title: 'El mapa de distribuidores no está disponible en este servidor.',
    detail: 'Llámanos o escríbenos y te decimos cuál es el distribuidor más cercano.',
  },
  quoter: {
    title: 'Los precios de tu cuenta no están disponibles en este servidor.',
    detail: 'El cotizador muestra los precios públicos.',
  },
  quote_requests: {
    title: 'El envío de solicitudes de cotización no está disponible en este servidor.',
    detail: 'Puedes seguir armando tu cotización aquí y pedirla por teléfono o WhatsApp.',
  },
  quote_share: {
    title: 'El PDF y el enlace para compartir no están disponibles en este servidor.',
    detail: 'Puedes seguir armando tu cotización aquí y pedirla por teléfono o WhatsApp.',
  },
  contact: {
    title: 'El formulario de contacto no está disponible en este servidor.',
    detail: 'Llámanos, escríbenos por WhatsApp o envíanos un correo con los datos de esta página.',
  },
  password_reset: {
    title: 'El cambio de contraseña con enlace no está disponible en este servidor.',
    detail: 'Si ya tienes sesión, cambia tu contraseña en tu perfil; si no, pide ayuda a tu distribuidor.',
  },
  sessions: {
    title: 'La lista de sesiones activas no está disponible en este servidor.',
    detail: 'Al cerrar sesión en este dispositivo, la sesión termina aquí.',
  },
  two_factor: {
    title: 'La verificación en dos pasos no está disponible en este servidor.',
    detail: 'Tu cuenta sigue protegida con tu contraseña.',
  },
  inventory_admin: {
    title: 'La edición del inventario no está disponible en este servidor.',
    detail: 'Puedes consultar existencias y precios.',
  },
  files_admin: {
    title: 'Subir o quitar archivos no está disponible en este servidor.',
    detail: 'Puedes consultar y descargar los archivos publicados.',
  },
  catalog: {
    title: 'El catálogo no está disponible en este servidor.',
    detail: 'Llámanos o escríbenos y te ayudamos a elegir.',
  },
  exports: {
    title: 'Las exportaciones completas no están disponibles en este servidor.',
    detail: 'La lista se puede consultar página por página.',
  },
  dealer_profiles: {
    title: 'Las páginas de distribuidor no se pueden editar en este servidor.',
    detail: 'Tu ficha en el localizador sigue visible con tus datos de contacto.',
  },
  catalog_admin: {
    title: 'La administración del catálogo no está disponible en este servidor.',
    detail: 'Puedes cambiar existencias y precios en Inventario.',
  },
  sales_flow: {
    title: 'Ajustar, enviar y aceptar cotizaciones no está disponible en este servidor.',
    detail: 'Puedes ver tus cotizaciones, descargar su PDF y acordar los cambios por teléfono o WhatsApp.',
  },
  payments: {
    title: 'Los pagos de los pedidos no están disponibles en este servidor.',
    detail: 'Tu distribuidor te dice lo que has pagado y lo que falta.',
  },
  notifications: {
    title: 'Los avisos no están disponibles en este servidor.',
    detail: 'Revisa tus cotizaciones y pedidos en sus listas.',
  },
  visits: {
    title: 'La agenda de visitas no está disponible en este servidor.',
    detail: 'Acuerda las visitas de medición e instalación por teléfono o WhatsApp.',
  },
  inbox: {
    title: 'La bandeja de solicitudes no está disponible en este servidor.',
    detail: 'Las solicitudes siguen llegando a tu correo; las cotizaciones pedidas están en «Cotizaciones».',
  },
  samples: {
    title: 'Las muestras de tela no se pueden pedir en este servidor.',
    detail: 'Pide tus muestras por el formulario de contacto o a un distribuidor de tu zona.',
  },
  business: {
    title: 'Las cifras del negocio no están disponibles en este servidor.',
    detail: 'Tus cotizaciones y pedidos siguen en sus listas, con su exportación a CSV.',
  },
  invitations: {
    title: 'Las invitaciones por correo no están disponibles en este servidor.',
    detail: 'Al agregar un usuario, escribe tú su primera contraseña y compártela con esa persona.',
  },
  online_payments: {
    title: 'El pago en línea no está disponible en este servidor.',
    detail: 'Paga a tu distribuidor por transferencia, depósito o en efectivo; él registra tu pago en el pedido.',
  },
  audit: {
    title: 'El registro de cambios no está disponible en este servidor.',
    detail: 'Los cambios de precios, descuentos, pagos y estados de pedido no se pueden consultar aquí.',
  },
};
