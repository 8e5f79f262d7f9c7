// Every dashboard route of the spec (§2) with its title and the roles that may see it.
// The navigation, the page titles and the client-side permission check all read this list;
// the API enforces the same rules on the server.
import type { Metadata } from 'next';
import type { Feature } from '@/lib/contract/capabilities';
import type { RoleName } from '@/lib/contract/users';

type PanelSection = 'general' | 'inventario' | 'listas' | 'administracion';

type PanelRoute = {
  path: string;
  /** Page title (h1 and document title). */
  title: string;
  /** Shorter label for the navigation, where the section already gives context. */
  label: string;
  section: PanelSection;
  roles: readonly RoleName[];
  /** The feature beyond spec §7 the screen needs; a host without it gets no link to it. */
  feature?: Feature;
};

const everyone = ['customer', 'distributor', 'admin'] as const satisfies readonly RoleName[];
const staff = ['distributor', 'admin'] as const satisfies readonly RoleName[];
const adminOnly = ['admin'] as const satisfies readonly RoleName[];

export const panelRoutes = [
  { path: '/panel', title: 'Inicio', label: 'Inicio', section: 'general', roles: everyone },
  {
    path: '/panel/solicitudes',
    title: 'Solicitudes',
    label: 'Solicitudes',
    section: 'general',
    roles: staff,
    feature: 'inbox',
  },
  {
    path: '/panel/agenda',
    title: 'Agenda de visitas',
    label: 'Agenda',
    section: 'general',
    roles: staff,
    feature: 'visits',
  },
  { path: '/panel/perfil', title: 'Mi perfil', label: 'Mi perfil', section: 'general', roles: everyone },
  {
    path: '/panel/lista-precios',
    title: 'Lista de precios',
    label: 'Lista de precios',
    section: 'general',
    roles: everyone,
  },
  { path: '/panel/listas-catalogo', title: 'Catálogos', label: 'Catálogos', section: 'general', roles: everyone },
  {
    path: '/panel/gaseta-promociones',
    title: 'Gaceta de promociones',
    label: 'Gaceta de promociones',
    section: 'general',
    roles: everyone,
  },
  {
    path: '/panel/inventario/persianas',
    title: 'Inventario de persianas',
    label: 'Persianas',
    section: 'inventario',
    roles: everyone,
  },
  {
    path: '/panel/inventario/galerias',
    title: 'Inventario de galerías',
    label: 'Galerías',
    section: 'inventario',
    roles: everyone,
  },
  // The spec spells this route "mororizacion"; /panel/inventario/motorizacion redirects here.
  {
    path: '/panel/inventario/mororizacion',
    title: 'Inventario de motorización',
    label: 'Motorización',
    section: 'inventario',
    roles: everyone,
  },
  {
    path: '/panel/inventario/precios',
    title: 'Precios de inventario',
    label: 'Precios',
    section: 'inventario',
    roles: everyone,
  },
  {
    path: '/panel/listas/cotizaciones',
    title: 'Mis cotizaciones',
    label: 'Mis cotizaciones',
    section: 'listas',
    roles: everyone,
    feature: 'quotes',
  },
  {
    path: '/panel/listas/ordenes',
    title: 'Mis pedidos',
    label: 'Mis pedidos',
    section: 'listas',
    roles: everyone,
    feature: 'orders',
  },
  {
    path: '/panel/listas/mi-carrito',
    title: 'Mi carrito',
    label: 'Mi carrito',
    section: 'listas',
    roles: everyone,
    feature: 'cart',
  },
  {
    path: '/panel/listas/cotizaciones-admin',
    title: 'Cotizaciones de clientes',
    label: 'Cotizaciones de clientes',
    section: 'listas',
    roles: staff,
    feature: 'quotes',
  },
  {
    path: '/panel/listas/ordenes-admin',
    title: 'Pedidos de clientes',
    label: 'Pedidos de clientes',
    section: 'listas',
    roles: staff,
    feature: 'orders',
  },
  {
    path: '/panel/listas/mi-carrito-admin',
    title: 'Carrito de distribuidor',
    label: 'Carrito de distribuidor',
    section: 'listas',
    roles: staff,
    feature: 'cart',
  },
  { path: '/panel/usuarios', title: 'Usuarios', label: 'Usuarios', section: 'administracion', roles: adminOnly },
  {
    path: '/panel/catalogo',
    title: 'Administrar el catálogo',
    label: 'Catálogo de productos',
    section: 'administracion',
    roles: adminOnly,
    feature: 'catalog_admin',
  },
  {
    path: '/panel/auditoria',
    title: 'Registro de cambios',
    label: 'Registro de cambios',
    section: 'administracion',
    roles: adminOnly,
    feature: 'audit',
  },
] as const satisfies readonly PanelRoute[];

export type PanelPath = (typeof panelRoutes)[number]['path'];

export const panelSections: readonly { id: PanelSection; title: string | null }[] = [
  { id: 'general', title: null },
  { id: 'inventario', title: 'Inventario' },
  { id: 'listas', title: 'Cotizaciones y pedidos' },
  { id: 'administracion', title: 'Administración' },
];

export function getPanelRoute(path: PanelPath): PanelRoute {
  const route = panelRoutes.find((r) => r.path === path);
  if (!route) throw new Error(`Ruta del panel desconocida: ${path}`);
  return route;
}

export function canSeePanelRoute(route: PanelRoute, role: RoleName | null | undefined): boolean {
  return role != null && route.roles.includes(role);
}

/** The routes the role may see; with `lacks`, not those whose feature the host lacks. */
export function panelRoutesFor(
  role: RoleName | null | undefined,
  lacks: (feature: Feature) => boolean = () => false,
): PanelRoute[] {
  return panelRoutes.filter(
    (route: PanelRoute) => canSeePanelRoute(route, role) && !(route.feature && lacks(route.feature)),
  );
}

/** The dashboard route that contains `pathname` (the longest match), for marking the current page. */
export function matchPanelRoute(pathname: string): PanelRoute | undefined {
  let best: PanelRoute | undefined;
  for (const route of panelRoutes) {
    const matches = pathname === route.path || (route.path !== '/panel' && pathname.startsWith(`${route.path}/`));
    if (matches && (!best || route.path.length > best.path.length)) best = route;
  }
  return best;
}

/** Metadata for a dashboard page: its title, and kept out of search engines. */
export function panelMetadata(path: PanelPath): Metadata {
  return { title: getPanelRoute(path).title, robots: { index: false, follow: false } };
}
