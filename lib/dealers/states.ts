// Mexico's 32 states (INEGI CVE_ENT, the ids of /api/states) with their capitals' coordinates:
// the locator labels the map with them (there is no offline state-border data) and measures
// "nearest to the state" from the capital when a state has no dealer.
import type { LatLng } from './geo';

export type StateInfo = {
  /** INEGI code, the id of GET /api/states. */
  id: number;
  /** As GET /api/states names it. */
  name: string;
  /** Map label: the name, shortened where it is long. */
  label: string;
  capital: string;
} & LatLng;

export const STATES: readonly StateInfo[] = [
  { id: 1, name: 'Aguascalientes', label: 'Aguascalientes', capital: 'Aguascalientes', lat: 21.8818, lng: -102.2916 },
  { id: 2, name: 'Baja California', label: 'Baja California', capital: 'Mexicali', lat: 32.6245, lng: -115.4523 },
  { id: 3, name: 'Baja California Sur', label: 'Baja California Sur', capital: 'La Paz', lat: 24.1426, lng: -110.3128 },
  { id: 4, name: 'Campeche', label: 'Campeche', capital: 'San Francisco de Campeche', lat: 19.8301, lng: -90.5349 },
  { id: 5, name: 'Coahuila', label: 'Coahuila', capital: 'Saltillo', lat: 25.4232, lng: -101.0053 },
  { id: 6, name: 'Colima', label: 'Colima', capital: 'Colima', lat: 19.2452, lng: -103.7241 },
  { id: 7, name: 'Chiapas', label: 'Chiapas', capital: 'Tuxtla Gutiérrez', lat: 16.7516, lng: -93.1029 },
  { id: 8, name: 'Chihuahua', label: 'Chihuahua', capital: 'Chihuahua', lat: 28.632, lng: -106.0691 },
  { id: 9, name: 'Ciudad de México', label: 'CDMX', capital: 'Ciudad de México', lat: 19.4326, lng: -99.1332 },
  { id: 10, name: 'Durango', label: 'Durango', capital: 'Victoria de Durango', lat: 24.0277, lng: -104.6532 },
  { id: 11, name: 'Guanajuato', label: 'Guanajuato', capital: 'Guanajuato', lat: 21.019, lng: -101.2574 },
  { id: 12, name: 'Guerrero', label: 'Guerrero', capital: 'Chilpancingo', lat: 17.5506, lng: -99.5024 },
  { id: 13, name: 'Hidalgo', label: 'Hidalgo', capital: 'Pachuca', lat: 20.1011, lng: -98.7591 },
  { id: 14, name: 'Jalisco', label: 'Jalisco', capital: 'Guadalajara', lat: 20.6597, lng: -103.3496 },
  { id: 15, name: 'Estado de México', label: 'Edo. de México', capital: 'Toluca', lat: 19.2826, lng: -99.6557 },
  { id: 16, name: 'Michoacán', label: 'Michoacán', capital: 'Morelia', lat: 19.706, lng: -101.195 },
  { id: 17, name: 'Morelos', label: 'Morelos', capital: 'Cuernavaca', lat: 18.9242, lng: -99.2216 },
  { id: 18, name: 'Nayarit', label: 'Nayarit', capital: 'Tepic', lat: 21.5042, lng: -104.8946 },
  { id: 19, name: 'Nuevo León', label: 'Nuevo León', capital: 'Monterrey', lat: 25.6866, lng: -100.3161 },
  { id: 20, name: 'Oaxaca', label: 'Oaxaca', capital: 'Oaxaca de Juárez', lat: 17.0732, lng: -96.7266 },
  { id: 21, name: 'Puebla', label: 'Puebla', capital: 'Puebla', lat: 19.0414, lng: -98.2063 },
  { id: 22, name: 'Querétaro', label: 'Querétaro', capital: 'Santiago de Querétaro', lat: 20.5888, lng: -100.3899 },
  { id: 23, name: 'Quintana Roo', label: 'Quintana Roo', capital: 'Chetumal', lat: 18.5001, lng: -88.2961 },
  {
    id: 24,
    name: 'San Luis Potosí',
    label: 'San Luis Potosí',
    capital: 'San Luis Potosí',
    lat: 22.1565,
    lng: -100.9855,
  },
  { id: 25, name: 'Sinaloa', label: 'Sinaloa', capital: 'Culiacán', lat: 24.8091, lng: -107.394 },
  { id: 26, name: 'Sonora', label: 'Sonora', capital: 'Hermosillo', lat: 29.0729, lng: -110.9559 },
  { id: 27, name: 'Tabasco', label: 'Tabasco', capital: 'Villahermosa', lat: 17.9892, lng: -92.9475 },
  { id: 28, name: 'Tamaulipas', label: 'Tamaulipas', capital: 'Ciudad Victoria', lat: 23.7369, lng: -99.1411 },
  { id: 29, name: 'Tlaxcala', label: 'Tlaxcala', capital: 'Tlaxcala', lat: 19.3182, lng: -98.2375 },
  { id: 30, name: 'Veracruz', label: 'Veracruz', capital: 'Xalapa', lat: 19.5438, lng: -96.9102 },
  { id: 31, name: 'Yucatán', label: 'Yucatán', capital: 'Mérida', lat: 20.9674, lng: -89.5926 },
  { id: 32, name: 'Zacatecas', label: 'Zacatecas', capital: 'Zacatecas', lat: 22.7709, lng: -102.5832 },
];

const BY_ID = new Map(STATES.map((state) => [state.id, state]));

/**
 * The states' ids in Spanish alphabetical order of their names (Intl.Collator('es-MX'), which
 * states.test.ts checks): written out, so the locator's state select is in order as the page starts
 * without loading ICU's collation data in the browser.
 */
const IDS_BY_NAME = [
  1, 2, 3, 4, 7, 8, 9, 5, 6, 10, 15, 11, 12, 13, 14, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32,
];

/** `{id, name}` of every state, in Spanish alphabetical order. */
export const STATES_BY_NAME: readonly { id: number; name: string }[] = IDS_BY_NAME.map((id) => {
  const { name } = BY_ID.get(id)!;
  return { id, name };
});

export function stateInfo(id: number | null | undefined): StateInfo | null {
  return id === null || id === undefined ? null : (BY_ID.get(id) ?? null);
}
