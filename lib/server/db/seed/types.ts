// Shapes of the seed data modules under ./data. Prices are in whole pesos (MXN, IVA not included);
// the seed runner converts them to centavos. Distributor prices default to 72 % of public.

export type MunicipalitySeed = [code: string, name: string]; // INEGI CVE_MUN (3 digits), NOM_MUN

export type StateSeed = {
  id: number; // INEGI CVE_ENT as a number (1..32)
  code: string; // '01'..'32'
  name: string; // official short name, e.g. 'Jalisco', 'Ciudad de México', 'Michoacán de Ocampo' → use common 'Michoacán'
  abbreviation: string; // e.g. 'Jal.', 'CDMX'
  municipalities: MunicipalitySeed[];
};

export type DistributorSeed = {
  name: string; // contact person
  company: string;
  email: string; // @solara.test
  phone: string; // 10 digits, Mexican format
  whatsapp: string; // wa.me format: 521 + 10 digits
  publicEmail: string;
  rfc: string;
  stateId: number;
  municipalityCode: string; // must exist in that state's seed list
  address: string; // street, number, colonia
  postalCode: string;
  lat: number;
  lng: number;
  showOnMap: boolean;
  active: boolean;
};

export type LineSeed = {
  slug: 'persianas' | 'toldos' | 'motorizacion';
  name: string;
  description: string;
  sort: number;
};

export type TypeSeed = {
  line: LineSeed['slug'];
  slug: string;
  name: string;
  summary: string; // one sentence
  description: string; // a paragraph
  minWidthCm: number;
  maxWidthCm: number;
  minHeightCm: number; // height for blinds, projection for awnings
  maxHeightCm: number;
  minBillableAreaM2: number; // e.g. 1, 1.5
  manualMaxWidthCm: number; // wider only with motor (300 for most blinds)
  sort: number;
};

export type AwningModelSeed = {
  type: string; // awning TypeSeed slug
  slug: string;
  name: string;
  description: string;
  minWidthCm: number;
  maxWidthCm: number;
  minProjectionCm: number;
  maxProjectionCm: number;
  features: string[];
  /** Price grid: rows = width bands (up to widthCm), columns = projection bands. */
  grid: { widthsCm: number[]; projectionsCm: number[]; publicPesos: number[][] };
  sort: number;
};

export type FabricSeed = {
  line: 'persianas' | 'toldos';
  slug: string; // unique across all fabrics
  name: string;
  description: string;
  opacity: 'transparente' | 'traslucido' | 'filtrante' | 'blackout';
  opennessPct: number | null;
  composition: string;
  rollWidthCm: number;
  weightGsm: number | null;
  /** Types it can be made in, with the public price per m² for that type. */
  prices: Array<{ type: string; publicPerM2: number; distributorPerM2?: number }>;
  colors: Array<{ slug: string; name: string; hex: string; stripeHex?: string; stock: number }>;
};

export type GallerySeed = {
  slug: string;
  name: string;
  description: string;
  finish: string;
  stock: number;
  publicPerM: number;
  distributorPerM?: number;
};

export type MotorSeed = {
  slug: string;
  name: string;
  brand: string;
  kind: 'persiana' | 'toldo';
  description: string;
  torqueNm: number | null;
  minWidthCm: number;
  maxWidthCm: number;
  maxAreaM2: number;
  powerSource: string;
  stock: number;
  publicPrice: number;
  distributorPrice?: number;
};

export type AccessorySeed = {
  slug: string;
  name: string;
  description: string;
  stock: number | null;
  unit: 'pieza' | 'm' | 'm2';
  publicPrice: number;
  distributorPrice?: number;
};
