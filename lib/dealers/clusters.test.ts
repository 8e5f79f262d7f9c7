/** @jest-environment node */
import path from 'node:path';
import {
  clusterDealerIds,
  clusterItems,
  clusterLabel,
  createClusterIndex,
  expansionZoom,
  WORLD,
  type MapItem,
} from './clusters';
import { DEALERS, GDL, ZAPOPAN } from '@/tests/support/test-dealers';

// supercluster ships ES modules only; its UMD build runs under Jest's CommonJS.
jest.mock('supercluster', () =>
  jest.requireActual(path.join(process.cwd(), 'node_modules/supercluster/dist/supercluster.js')),
);

const total = (items: MapItem[]) => items.reduce((n, item) => n + (item.kind === 'cluster' ? item.count : 1), 0);

describe('clusterItems', () => {
  const index = createClusterIndex(DEALERS);

  it('accounts for every dealer once at every zoom', () => {
    for (let zoom = 0; zoom <= 16; zoom += 1) expect(total(clusterItems(index, WORLD, zoom))).toBe(DEALERS.length);
  });

  it('clusters at low zoom and splits every dealer out when zoomed in', () => {
    expect(clusterItems(index, WORLD, 2).some((item) => item.kind === 'cluster')).toBe(true);
    const deep = clusterItems(index, WORLD, 13);
    expect(deep.every((item) => item.kind === 'dealer')).toBe(true);
    expect(deep).toHaveLength(DEALERS.length);
  });

  it('keeps Guadalajara and Zapopan together at state zoom, and says where they split', () => {
    const cluster = clusterItems(index, WORLD, 7).find((item) => item.kind === 'cluster');
    expect(cluster).toBeDefined();
    if (cluster?.kind !== 'cluster') return;
    expect(clusterDealerIds(index, cluster.clusterId).sort()).toEqual([GDL.id, ZAPOPAN.id].sort());
    const zoom = expansionZoom(index, cluster.clusterId);
    expect(zoom).toBeGreaterThan(7);
    expect(
      clusterItems(index, WORLD, zoom).filter(
        (item) => item.kind === 'dealer' && [GDL.id, ZAPOPAN.id].includes(item.dealer.id),
      ),
    ).toHaveLength(2);
  });

  it('only returns what is inside the box', () => {
    const items = clusterItems(index, [-105, 19, -102, 22], 13);
    expect(items.map((item) => (item.kind === 'dealer' ? item.dealer.id : -1)).sort()).toEqual(
      [GDL.id, ZAPOPAN.id].sort(),
    );
  });
});

describe('clusterLabel', () => {
  it('names the count and the action', () => {
    expect(clusterLabel(12)).toBe('12 distribuidores, acercar');
  });
});
