// Dealers grouped into clusters for the map (supercluster), re-computed when the map moves or
// zooms. The map draws them as HTML markers (no symbol layers: those need glyphs from the network).
import Supercluster from 'supercluster';
import type { Dealer } from '@/lib/contract/dealers';

type DealerPointProps = { dealerId: number };

export type MapItem =
  | { kind: 'dealer'; key: string; dealer: Dealer; lng: number; lat: number }
  | { kind: 'cluster'; key: string; clusterId: number; count: number; lng: number; lat: number };

/** [west, south, east, north]. */
export type BBox = [number, number, number, number];

export const WORLD: BBox = [-180, -85, 180, 85];

/** At this zoom and deeper every dealer has its own marker. */
export const CLUSTER_MAX_ZOOM = 12;

type ClusterIndex = { index: Supercluster<DealerPointProps>; byId: Map<number, Dealer> };

export function createClusterIndex(dealers: readonly Dealer[], radius = 52): ClusterIndex {
  const index = new Supercluster<DealerPointProps>({ radius, maxZoom: CLUSTER_MAX_ZOOM - 1, minPoints: 2 });
  index.load(
    dealers.map((dealer) => ({
      type: 'Feature',
      properties: { dealerId: dealer.id },
      geometry: { type: 'Point', coordinates: [dealer.coordinates.lng, dealer.coordinates.lat] },
    })),
  );
  return { index, byId: new Map(dealers.map((dealer) => [dealer.id, dealer])) };
}

/** The markers to draw in a box at a zoom level: single dealers and clusters with their counts. */
export function clusterItems({ index, byId }: ClusterIndex, bbox: BBox, zoom: number): MapItem[] {
  const items: MapItem[] = [];
  for (const feature of index.getClusters(bbox, zoom)) {
    const [lng = 0, lat = 0] = feature.geometry.coordinates;
    const props = feature.properties;
    if ('cluster' in props && props.cluster) {
      items.push({
        kind: 'cluster',
        key: `c${props.cluster_id}`,
        clusterId: props.cluster_id,
        count: props.point_count,
        lng,
        lat,
      });
    } else if ('dealerId' in props) {
      const dealer = byId.get(props.dealerId);
      if (dealer) items.push({ kind: 'dealer', key: `d${dealer.id}`, dealer, lng, lat });
    }
  }
  return items;
}

/** The zoom at which a cluster splits (where a click on it takes the map). */
export function expansionZoom({ index }: ClusterIndex, clusterId: number): number {
  return Math.min(index.getClusterExpansionZoom(clusterId), CLUSTER_MAX_ZOOM + 1);
}

/** Ids of the dealers inside a cluster. */
export function clusterDealerIds({ index }: ClusterIndex, clusterId: number): number[] {
  return index.getLeaves(clusterId, Infinity).map((leaf) => leaf.properties.dealerId);
}

/** A cluster's accessible name: "12 distribuidores, acercar". */
export function clusterLabel(count: number): string {
  return `${count} distribuidores, acercar`;
}
