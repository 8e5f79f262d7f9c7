// The three demo accounts of DESIGN.md, listed in the README. Never seeded in production
// on PostgreSQL unless SEED_DEMO=1.
export const DEMO_PASSWORD = 'Solara-demo-2026';

export type DemoUser = {
  role: 'admin' | 'distributor' | 'customer';
  name: string;
  email: string;
  phone: string;
  company?: string;
  rfc?: string;
  whatsapp?: string;
  publicEmail?: string;
  stateId: number;
  municipalityCode: string;
  address: string;
  postalCode: string;
  lat?: number;
  lng?: number;
  showOnMap?: boolean;
};

// Order matters: the distributor comes before the customer it serves.
export const DEMO_USERS: DemoUser[] = [
  {
    role: 'admin',
    name: 'Mariana Robles',
    email: 'admin@solara.test',
    phone: '3336104500',
    company: 'Solara Cortinas y Toldos',
    stateId: 14,
    municipalityCode: '039',
    address: 'Av. Mariano Otero 3250, Col. Verde Valle',
    postalCode: '44550',
  },
  {
    role: 'distributor',
    name: 'Jorge Villaseñor',
    email: 'distribuidor@solara.test',
    phone: '3331225870',
    whatsapp: '5213331225870',
    publicEmail: 'ventas@decorventanas.test',
    company: 'Decor Ventanas Providencia',
    rfc: 'DVP180904KL2',
    stateId: 14,
    municipalityCode: '039',
    address: 'Av. Pablo Neruda 2915, Col. Providencia',
    postalCode: '44630',
    lat: 20.6942,
    lng: -103.3897,
    showOnMap: true,
  },
  {
    role: 'customer',
    name: 'Lucía Hernández',
    email: 'cliente@solara.test',
    phone: '3312458790',
    stateId: 14,
    municipalityCode: '120',
    address: 'Calle Paseo de los Virreyes 145, Col. Virreyes Residencial',
    postalCode: '45110',
  },
];

/**
 * More customers of the demo distributor, so its lists of customers' quotes and orders look like
 * a real shop's. They sign in with DEMO_PASSWORD too, but the README lists only the three above.
 */
export const DEMO_CUSTOMERS: DemoUser[] = [
  {
    role: 'customer',
    name: 'Ricardo Gómez Ibarra',
    email: 'ricardo.gomez@solara.test',
    phone: '3315906247',
    stateId: 14,
    municipalityCode: '039',
    address: 'Calle Libertad 1840, Col. Americana',
    postalCode: '44160',
  },
  {
    role: 'customer',
    name: 'Fernanda Castillo',
    email: 'fernanda.castillo@solara.test',
    phone: '3320417733',
    company: 'Café Las Jacarandas',
    stateId: 14,
    municipalityCode: '098',
    address: 'Av. Juárez 212, Centro Tlaquepaque',
    postalCode: '45500',
  },
  {
    role: 'customer',
    name: 'Arq. Daniel Ortega',
    email: 'daniel.ortega@solara.test',
    phone: '3338826190',
    company: 'Ortega Interiores',
    rfc: 'OIN190521QW8',
    stateId: 14,
    municipalityCode: '120',
    address: 'Av. Patria 1501, Col. Jacarandas',
    postalCode: '45160',
  },
  {
    role: 'customer',
    name: 'Patricia Luna Reyes',
    email: 'patricia.luna@solara.test',
    phone: '3334571902',
    stateId: 14,
    municipalityCode: '097',
    address: 'Paseo de los Robles 77, Fracc. Santa Fe',
    postalCode: '45653',
  },
];
