// Dealers for the unit tests of lib/dealers (a subset of the demo seed, real coordinates).
import type { Dealer } from '@/lib/contract/dealers';

type Seed = Pick<Dealer, 'id' | 'company'> & {
  name?: string;
  state: [number, string];
  municipality: [number, string, string];
  lat: number;
  lng: number;
};

function dealer({ id, company, name, state, municipality, lat, lng }: Seed): Dealer {
  return {
    id,
    name: name ?? `Contacto ${id}`,
    company,
    address: `Calle ${id}`,
    postal_code: '44100',
    municipality: { id: municipality[0], name: municipality[1], code: municipality[2] },
    state: { id: state[0], name: state[1] },
    phone: '3336424180',
    whatsapp: '5213318742260',
    email: `d${id}@example.test`,
    coordinates: { lat, lng },
    slug: `distribuidor-${id}`,
    opening_hours: [
      { day: 1, opens: '09:00', closes: '18:00' },
      { day: 6, opens: '10:00', closes: '14:00' },
    ],
    products: id % 2 === 0 ? ['persianas'] : ['persianas', 'toldos', 'motorizacion'],
    services: id % 2 === 0 ? ['medicion'] : ['medicion', 'instalacion', 'motorizacion'],
    description: null,
  };
}

export const GDL = dealer({
  id: 1,
  company: 'Persianas y Toldos de Occidente',
  state: [14, 'Jalisco'],
  municipality: [320, 'Guadalajara', '039'],
  lat: 20.6652,
  lng: -103.3948,
});
export const ZAPOPAN = dealer({
  id: 2,
  company: 'Cortinas y Persianas Vallarta',
  state: [14, 'Jalisco'],
  municipality: [400, 'Zapopan', '120'],
  lat: 20.6768,
  lng: -103.4281,
});
export const MONTERREY = dealer({
  id: 3,
  company: 'Toldos y Persianas Regiomontanas',
  name: 'Héctor Garza Treviño',
  state: [19, 'Nuevo León'],
  municipality: [700, 'Monterrey', '039'],
  lat: 25.6731,
  lng: -100.3412,
});
export const CDMX = dealer({
  id: 4,
  company: 'Ventana Viva Persianas',
  state: [9, 'Ciudad de México'],
  municipality: [150, 'Benito Juárez', '014'],
  lat: 19.3779,
  lng: -99.1671,
});
export const MERIDA = dealer({
  id: 5,
  company: 'Sombra y Confort Peninsular',
  state: [31, 'Yucatán'],
  municipality: [1900, 'Mérida', '050'],
  lat: 21.0008,
  lng: -89.6131,
});
export const QUERETARO = dealer({
  id: 6,
  company: null,
  name: 'Mónica Ugalde Herrera',
  state: [22, 'Querétaro'],
  municipality: [1200, 'Querétaro', '014'],
  lat: 20.6043,
  lng: -100.3779,
});

export const DEALERS: Dealer[] = [MONTERREY, GDL, CDMX, ZAPOPAN, MERIDA, QUERETARO];
