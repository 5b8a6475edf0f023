import Supercluster from 'supercluster';
import type { MapMarker } from '@hde/charts';

/** What a cluster of places carries: the sum of their counts, and whether some counts were suppressed. */
interface ClusterTotals {
  total: number;
  partial: boolean;
}

/** A place or a cluster of places, as drawn at one zoom. */
export type CountItem =
  | { kind: 'place'; latitude: number; longitude: number; count: number | null }
  | {
      kind: 'cluster';
      latitude: number;
      longitude: number;
      /** Sum of the places' counts (the cases behind them, not the number of places). */
      total: number;
      places: number;
      /** Some places' counts were suppressed: the true total is higher. */
      partial: boolean;
      /** The zoom at which the cluster splits. */
      expansionZoom: number;
    };

/** Places closer than this many pixels at a zoom are drawn as one cluster. */
const CLUSTER_RADIUS = 44;
/** From this zoom on, every place is drawn on its own. */
const CLUSTER_MAX_ZOOM = 12;

/** Clusters of count markers at any zoom; a cluster's number is the sum of its places' counts. */
export function countClusters(markers: readonly MapMarker[]) {
  const index = new Supercluster<MapMarker, ClusterTotals>({
    radius: CLUSTER_RADIUS,
    maxZoom: CLUSTER_MAX_ZOOM,
    map: (marker) => ({ total: marker.count ?? 0, partial: marker.count === null }),
    reduce: (accumulated, totals) => {
      accumulated.total += totals.total;
      accumulated.partial ||= totals.partial;
    },
  }).load(
    markers.map((marker) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [marker.longitude, marker.latitude] },
      properties: marker,
    })),
  );

  /** The places and clusters within [west, south, east, north] at the zoom. */
  return (box: [number, number, number, number], zoom: number): CountItem[] =>
    index.getClusters(box, Math.round(zoom)).map((feature): CountItem => {
      const properties = feature.properties;
      // A place keeps its own coordinates (the index hands back a slightly rounded copy).
      if (!('cluster' in properties)) return { kind: 'place', ...properties };
      const [longitude, latitude] = feature.geometry.coordinates as [number, number];
      return {
        kind: 'cluster',
        latitude,
        longitude,
        total: properties.total,
        places: properties.point_count,
        partial: properties.partial,
        expansionZoom: index.getClusterExpansionZoom(properties.cluster_id),
      };
    });
}
