// The groups of the OpenAPI document (operations.ts), each with what it holds: the document's
// `tags` and the headings of /desarrolladores/api.
export const TAGS = {
  Sesión: 'Iniciar y cerrar sesión, registrarse y recuperar la contraseña.',
  'Mi cuenta': 'El usuario de la sesión: su perfil, su contraseña y su foto.',
  'Dos pasos': 'La verificación en dos pasos (TOTP) de la cuenta propia y sus códigos de recuperación.',
  Sesiones: 'Las sesiones abiertas de la cuenta propia, y cerrarlas.',
  Lugares: 'Estados y municipios de México (catálogo del INEGI).',
  Contadores: 'Los números del encabezado del panel: cotizaciones, pedidos y piezas en el carrito.',
  Usuarios: 'Administración de usuarios: lista, altas, cambios, activación, mapa y coordenadas.',
  Inventario: 'Existencias y lista de precios; el administrador las cambia.',
  Catálogo: 'Administración del catálogo: líneas, tipos, modelos de toldo, telas y colores, con sus fotos.',
  Archivos: 'Listas de precios, catálogos digitales y la gaceta de promociones.',
  Cotizador:
    'Qué se puede cotizar, el precio de una configuración, su PDF preliminar, enlaces compartidos y solicitudes anónimas.',
  Cotizaciones: 'Cotizaciones guardadas: las propias y, para distribuidores y administradores, las de sus clientes.',
  Venta:
    'La venta cerrada en el portal: el distribuidor ajusta y envía versiones de la cotización, el cliente la acepta (un pedido con anticipo), pide cambios o la rechaza.',
  Pedidos: 'Pedidos y su historial de estados: los propios y los de los clientes atendidos.',
  Avisos: 'El centro de avisos del panel y qué avisos llegan también por correo.',
  Solicitudes:
    'La bandeja del distribuidor: cotizaciones pedidas, mensajes y visitas solicitadas; contactarlas, convertirlas en cotización o cerrarlas.',
  Muestras:
    'Muestras de tela: el visitante pide hasta cinco colores a su dirección; el administrador ve cuántas se piden.',
  Negocio:
    'El negocio de un vistazo: cotizaciones, pedidos, facturado y cobrado por mes, por distribuidor, estado, línea, tela y color; solicitudes abiertas y pagos pendientes.',
  Agenda: 'Visitas de medición e instalación: la agenda del distribuidor y la invitación de calendario del cliente.',
  Carrito: 'El carrito de la cuenta y el pedido que se hace con él.',
  Monedero: 'Saldo y movimientos del monedero; el administrador abona o carga.',
  Distribuidores: 'Los datos de la página pública de cada distribuidor.',
  'Sitio público':
    'Lo que leen y envían las páginas públicas: distribuidores del mapa, catálogo, contacto, avisos de cambios.',
  Auditoría:
    'El registro de quién cambió un precio, un límite de descuento, un pago o el estado de un pedido, y cuándo.',
  Contrato: 'Este documento y las funciones que ofrece el host además del spec.',
} as const;

export type Tag = keyof typeof TAGS;
