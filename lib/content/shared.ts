// Shapes shared by the content modules.
import type { Site } from '../site';

/** `Site` with its literal types widened, so a rebranded or test copy of the config fits. */
type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer U)[]
        ? readonly Widen<U>[]
        : T extends object
          ? { readonly [K in keyof T]: Widen<T[K]> }
          : T;

/** The brand config as content functions read it (`site` from lib/site.ts fits). */
export type SiteData = Widen<Site>;

/** A block of a long-form page (/nosotros, /aviso-de-privacidad): heading, paragraphs, optional list. */
export type ContentSection<Id extends string = string> = {
  id: Id;
  title: string;
  paragraphs: string[];
  bullets?: string[];
};

const COUNTRY_NAMES: Record<string, string> = { MX: 'México' };

/** The brand's address on one line: "Av. …, C.P. 44550, Guadalajara, Jalisco, México". */
export function formatAddress(address: SiteData['address']): string {
  const country = COUNTRY_NAMES[address.country] ?? address.country;
  return `${address.street}, C.P. ${address.postalCode}, ${address.city}, ${address.state}, ${country}`;
}
