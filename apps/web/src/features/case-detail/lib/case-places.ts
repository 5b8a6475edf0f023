import { MAP_ZOOM_MULTIPLE_MARKERS, MAP_ZOOM_SINGLE_RESIDENCE } from '@hde/contracts';
import type { CaseDetail, CasePlace } from '@hde/contracts/api';
import { CASE_DETAIL_TEXT } from '@hde/contracts/text';

const PLACE_KINDS = ['residence', 'placeOfInjury', 'placeOfDeath'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export interface PlaceMarker {
  kind: PlaceKind;
  /** What the place is: Residence, Place of Injury, Place of Death. */
  label: string;
  address: string | null;
  latitude: number;
  longitude: number;
}

export interface PlacesView {
  latitude: number;
  longitude: number;
  zoom: number;
}

const addressOf = (place: CasePlace) => place.parsedAddress ?? place.originalAddress;

/** The places of the case that can go on a map, in the order of PLACE_KINDS. */
export function placeMarkers(detail: Pick<CaseDetail, PlaceKind>): PlaceMarker[] {
  return PLACE_KINDS.flatMap((kind) => {
    const { latitude, longitude } = detail[kind];
    if (latitude === null || longitude === null) return [];
    const label = CASE_DETAIL_TEXT.mapMarkers[kind];
    return [{ kind, label, address: addressOf(detail[kind]), latitude, longitude }];
  });
}

/** One marker: close up on it; several: a wider view on their mean; none: no map (spec §2.8). */
export function placesView(markers: readonly PlaceMarker[]): PlacesView | null {
  if (markers.length === 0) return null;
  const mean = (pick: (marker: PlaceMarker) => number) =>
    markers.reduce((sum, marker) => sum + pick(marker), 0) / markers.length;
  return {
    latitude: mean((marker) => marker.latitude),
    longitude: mean((marker) => marker.longitude),
    zoom: markers.length === 1 ? MAP_ZOOM_SINGLE_RESIDENCE : MAP_ZOOM_MULTIPLE_MARKERS,
  };
}
