// A small hand-made catalogue for unit tests of the pure catalogue and pricing functions.
import type { CatalogSnapshot } from '@/lib/contract/catalog';

export const fixtureCatalog: CatalogSnapshot = {
  lines: [
    { id: 1, slug: 'persianas', name: 'Persianas', description: 'd', sort: 1, image: null },
    { id: 2, slug: 'toldos', name: 'Toldos', description: 'd', sort: 2, image: null },
  ],
  types: [
    { id: 10, lineId: 1, lineSlug: 'persianas', slug: 'enrollables', name: 'Persianas enrollables', summary: 's', description: 'd', minWidthCm: 30, maxWidthCm: 350, minHeightCm: 30, maxHeightCm: 350, minBillableAreaM2: 1, manualMaxWidthCm: 300, sort: 1, image: null },
    { id: 20, lineId: 2, lineSlug: 'toldos', slug: 'retractiles', name: 'Toldos retráctiles', summary: 's', description: 'd', minWidthCm: 150, maxWidthCm: 600, minHeightCm: 150, maxHeightCm: 300, minBillableAreaM2: 1, manualMaxWidthCm: 600, sort: 2, image: null },
  ],
  models: [
    { id: 100, typeId: 20, slug: 'cofre', name: 'Cofre', description: 'd', minWidthCm: 150, maxWidthCm: 600, minProjectionCm: 150, maxProjectionCm: 300, features: [], image: null, sort: 1,
      grid: { widthsCm: [300, 600], projectionsCm: [150, 300], publicCents: [[1_200_000, 1_500_000], [2_000_000, 2_600_000]], distributorCents: [[864_000, 1_080_000], [1_440_000, 1_872_000]] } },
  ],
  fabrics: [
    { id: 1000, lineId: 1, lineSlug: 'persianas', slug: 'screen-5', name: 'Screen 5 %', description: 'd', opacity: 'filtrante', opennessPct: 5, composition: 'PVC', rollWidthCm: 250, weightGsm: 400, image: null,
      colors: [{ id: 1, slug: 'blanco', name: 'Blanco', hex: '#F3F2ED', stripeHex: null, stock: 200, image: null }, { id: 2, slug: 'negro', name: 'Negro', hex: '#202022', stripeHex: null, stock: 0, image: null }],
      prices: [{ typeId: 10, publicCents: 98_000, distributorCents: 70_560 }] },
    { id: 2000, lineId: 2, lineSlug: 'toldos', slug: 'acrilico', name: 'Acrílico', description: 'd', opacity: 'blackout', opennessPct: null, composition: 'Acrílico', rollWidthCm: 120, weightGsm: 300, image: null,
      colors: [{ id: 3, slug: 'arena', name: 'Arena', hex: '#D2C2A3', stripeHex: null, stock: 50, image: null }],
      prices: [{ typeId: 20, publicCents: 15_000, distributorCents: 10_800 }] },
  ],
  galleries: [{ id: 1, slug: 'cenefa', name: 'Cenefa', description: 'd', finish: 'Blanco', stock: 10, publicCentsPerM: 35_000, distributorCentsPerM: 25_200 }],
  motors: [
    { id: 1, slug: 'motion-30', name: 'Motion 30', brand: 'Solara', kind: 'persiana', description: 'd', torqueNm: 6, minWidthCm: 60, maxWidthCm: 300, maxAreaM2: 6, powerSource: '127 V', stock: 10, publicCents: 530_000, distributorCents: 381_600 },
    { id: 2, slug: 'motion-50', name: 'Motion 50', brand: 'Solara', kind: 'persiana', description: 'd', torqueNm: 10, minWidthCm: 120, maxWidthCm: 500, maxAreaM2: 15, powerSource: '127 V', stock: 10, publicCents: 690_000, distributorCents: 496_800 },
  ],
  accessories: [{ id: 1, slug: 'instalacion-persiana', name: 'Instalación', description: 'd', stock: null, unit: 'pieza', publicCents: 45_000, distributorCents: 32_400 }],
};
