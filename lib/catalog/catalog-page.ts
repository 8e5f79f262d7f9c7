// What a /catalogo URL shows:
//   /catalogo/{persianas|toldos}/{tipo}            every fabric of the type
//   /catalogo/{persianas|toldos}/{tipo}/{tejido}   one fabric
//   /catalogo/toldos/{tipo}/{modelo}/{tejido}      one fabric, in the context of one awning model
// Anything else (unknown line, type, model or fabric) is null, and the page sends it to /.
import type { CatalogFabric, CatalogModel, CatalogSnapshot, CatalogType } from '@/lib/contract/catalog';
import type { TrailStep } from '@/lib/trail';
import { fabricsForType, modelBySlug, modelsOfType, typeBySlug } from './select';
import { inSentence } from './names';

type CatalogPage = {
  type: CatalogType;
  model: CatalogModel | null;
  fabric: CatalogFabric | null;
  /** The fabrics shown, and all of the type's fabrics (for the filter). */
  fabrics: CatalogFabric[];
  allFabrics: CatalogFabric[];
  title: string;
  path: string;
  trail: TrailStep[];
};

export function resolveCatalogPage(
  c: CatalogSnapshot,
  params: { product: string; tipo: string; rest?: string[] },
): CatalogPage | null {
  if (params.product !== 'persianas' && params.product !== 'toldos') return null;
  const line = params.product;
  const type = typeBySlug(c, line, params.tipo);
  if (!type) return null;
  const rest = params.rest ?? [];
  const allFabrics = fabricsForType(c, type).map(({ fabric }) => fabric);
  const base = `/catalogo/${line}/${type.slug}`;
  const typeTitle = line === 'toldos' ? `Lonas para ${inSentence(type.name)}` : `Catálogo de ${inSentence(type.name)}`;
  const typeStep = { label: `Catálogo: ${type.name}`, href: base };

  if (rest.length === 0)
    return {
      type,
      model: null,
      fabric: null,
      fabrics: allFabrics,
      allFabrics,
      title: typeTitle,
      path: base,
      trail: [typeStep],
    };

  const fabricOf = (slug: string | undefined) => allFabrics.find((f) => f.slug === slug) ?? null;
  if (rest.length === 1) {
    const fabric = fabricOf(rest[0]);
    if (!fabric) return null;
    const path = `${base}/${fabric.slug}`;
    return {
      type,
      model: null,
      fabric,
      fabrics: [fabric],
      allFabrics,
      title: `${fabric.name} para ${inSentence(type.name)}`,
      path,
      trail: [typeStep, { label: fabric.name, href: path }],
    };
  }
  if (rest.length === 2 && line === 'toldos') {
    const model = modelBySlug(c, type, rest[0]!);
    const fabric = fabricOf(rest[1]);
    if (!model || !fabric) return null;
    const path = `${base}/${model.slug}/${fabric.slug}`;
    return {
      type,
      model,
      fabric,
      fabrics: [fabric],
      allFabrics,
      title: `Toldo ${model.name} en ${fabric.name}`,
      path,
      trail: [
        typeStep,
        { label: model.name, href: `/productos/toldos/${type.slug}/${model.slug}` },
        { label: fabric.name, href: path },
      ],
    };
  }
  return null;
}

/** Every catalogue URL as route params, for prerendering. */
export function catalogPageParams(c: CatalogSnapshot) {
  return c.types.flatMap((type) => {
    if (type.lineSlug !== 'persianas' && type.lineSlug !== 'toldos') return [];
    const fabrics = fabricsForType(c, type).map(({ fabric }) => fabric.slug);
    const base = { product: type.lineSlug, tipo: type.slug };
    const params = [{ ...base, rest: [] as string[] }, ...fabrics.map((f) => ({ ...base, rest: [f] }))];
    if (type.lineSlug === 'toldos') {
      for (const model of modelsOfType(c, type))
        for (const f of fabrics) params.push({ ...base, rest: [model.slug, f] });
    }
    return params;
  });
}
