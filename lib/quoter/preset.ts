// The product a link chose for the quoter (`quoterHref` in lib/catalog/links.ts builds
// `/{persianas|toldos}/cotizador?tipo=&modelo=&tela=&color=`), checked against the catalogue.
// Unknown values are dropped, never guessed; a fabric without a type picks the first type made in it.
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import { colorBySlug, fabricsForType, modelBySlug, typeBySlug, typesOfLine } from '@/lib/catalog/select';
import type { QuoterLine, ResolvedPreset } from './types';

export type PresetParams = {
  tipo?: string | string[];
  modelo?: string | string[];
  tela?: string | string[];
  color?: string | string[];
};

const first = (v: string | string[] | undefined) => {
  const value = Array.isArray(v) ? v[0] : v;
  const trimmed = value?.trim().toLowerCase();
  return trimmed && trimmed.length <= 80 ? trimmed : undefined;
};

/** The preset of a quoter URL, or null when it names nothing that exists. */
export function resolvePreset(c: CatalogSnapshot, line: QuoterLine, params: PresetParams): ResolvedPreset | null {
  const tipo = first(params.tipo);
  const modelo = first(params.modelo);
  const tela = first(params.tela);
  const color = first(params.color);
  if (!tipo && !modelo && !tela && !color) return null;

  let type = tipo ? typeBySlug(c, line, tipo) : null;
  if (!type && tela)
    type = typesOfLine(c, line).find((t) => fabricsForType(c, t).some(({ fabric }) => fabric.slug === tela)) ?? null;
  if (!type) return { line };

  const preset: ResolvedPreset = { line, type: type.slug };
  const model = modelo ? modelBySlug(c, type, modelo) : null;
  if (model) preset.model = model.slug;
  const fabric = tela ? fabricsForType(c, type).find(({ fabric: f }) => f.slug === tela)?.fabric : undefined;
  if (fabric) {
    preset.fabric = fabric.slug;
    const found = color ? colorBySlug(fabric, color) : null;
    if (found) preset.color = found.slug;
  }
  return preset;
}

/** The names a preset shows in the page header: "Cotiza con Screen 5 %, color Marfil". */
export function presetNames(c: CatalogSnapshot, preset: ResolvedPreset | null) {
  if (!preset?.type) return null;
  const type = typeBySlug(c, preset.line, preset.type);
  if (!type) return null;
  const fabric = preset.fabric
    ? (fabricsForType(c, type).find(({ fabric: f }) => f.slug === preset.fabric)?.fabric ?? null)
    : null;
  const color = fabric && preset.color ? colorBySlug(fabric, preset.color) : null;
  const model = preset.model ? modelBySlug(c, type, preset.model) : null;
  return { type, model, fabric, color };
}

/**
 * /motorizacion/cotizador: a roller blind of the first type with a motor already chosen (the
 * visitor can switch to awnings).
 */
export function motorizationPreset(c: CatalogSnapshot): ResolvedPreset {
  const type = typesOfLine(c, 'persianas')[0];
  return type ? { line: 'persianas', type: type.slug, motorized: true } : { line: 'persianas', motorized: true };
}
