import type { Feature } from '@/lib/contract/capabilities';
import type { RoleName } from '@/lib/contract/users';

/** `feature`: the one beyond spec §7 its screen needs (a host without it gets no shortcut). */
type Shortcut = { href: string; title: string; description: string; feature?: Feature };

const CUSTOMER: Shortcut[] = [
  { href: '/cotizador', title: 'Cotizar', description: 'Persianas y toldos a la medida, con precio al momento.' },
  {
    href: '/panel/listas/mi-carrito',
    title: 'Mi carrito',
    description: 'Revisa tus artículos y confirma tu pedido.',
    feature: 'cart',
  },
  { href: '/panel/lista-precios', title: 'Lista de precios', description: 'Consulta y descarga las listas vigentes.' },
];

const DISTRIBUTOR: Shortcut[] = [
  {
    href: '/panel/solicitudes',
    title: 'Solicitudes',
    description: 'Cotizaciones pedidas, mensajes y visitas por atender.',
    feature: 'inbox',
  },
  {
    href: '/panel/agenda',
    title: 'Agenda',
    description: 'Tus mediciones e instalaciones de la semana.',
    feature: 'visits',
  },
  {
    href: '/panel/listas/cotizaciones-admin',
    title: 'Cotizaciones de clientes',
    description: 'Responde y da seguimiento a las solicitudes.',
    feature: 'quotes',
  },
  {
    href: '/panel/listas/ordenes-admin',
    title: 'Pedidos de clientes',
    description: 'Confirma, produce y entrega los pedidos.',
    feature: 'orders',
  },
];

const ADMIN: Shortcut[] = [
  { href: '/panel/usuarios', title: 'Usuarios', description: 'Altas, roles, distribuidores y monederos.' },
  {
    href: '/panel/inventario/persianas',
    title: 'Inventario',
    description: 'Existencias y precios de telas, galerías y motores.',
  },
  {
    href: '/panel/catalogo',
    title: 'Catálogo de productos',
    description: 'Tipos, modelos, telas y colores, con fotos y borradores.',
    feature: 'catalog_admin',
  },
];

/**
 * The home's shortcuts for a role: customers the basics, distributors also their customers' lists,
 * admins also users and stock.
 */
export function shortcutsFor(role: RoleName | null | undefined): Shortcut[] {
  if (role === 'admin') return [...CUSTOMER, ...DISTRIBUTOR, ...ADMIN];
  if (role === 'distributor') return [...CUSTOMER, ...DISTRIBUTOR];
  return CUSTOMER;
}
