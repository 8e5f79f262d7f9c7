import type { CatalogSnapshot } from '@/lib/contract/catalog';

// The catalogue the public quoter page hands to the browser: everything the quoter prices, lists
// and draws with (names, summaries, sizes, prices, colours, a fabric's composition for its
// pattern), without the catalogue's prose, which the quoter never shows: each item's description
// and a model's feature list. The page's React payload carries this object in its HTML, and the
// prose was a third of it (≈ 14 of 40 KB on the demo catalogue).
export function quoterCatalog(catalog: CatalogSnapshot): CatalogSnapshot {
  const noProse = <T extends { description: string }>(item: T): T => ({ ...item, description: '' });
  return {
    lines: catalog.lines.map(noProse),
    types: catalog.types.map(noProse),
    models: catalog.models.map((model) => ({ ...noProse(model), features: [] })),
    fabrics: catalog.fabrics.map(noProse),
    galleries: catalog.galleries.map(noProse),
    motors: catalog.motors.map(noProse),
    accessories: catalog.accessories.map(noProse),
  };
}
