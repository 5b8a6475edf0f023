import type { Feature, FeatureCollection, MultiLineString } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** The US as land with its state borders, in longitude and latitude (us-atlas, from the Census Bureau). */
export interface StateOutlines {
  land: Feature | FeatureCollection;
  stateBorders: MultiLineString;
}

type Atlas = Topology<{
  nation: GeometryCollection;
  states: GeometryCollection;
  counties: GeometryCollection;
}>;

/** The state file of us-atlas (115 kB) and the TopoJSON reader, in their own chunks. */
export async function loadStateOutlines(): Promise<StateOutlines> {
  const [{ feature, mesh }, { default: atlas }] = await Promise.all([
    import('topojson-client'),
    import('us-atlas/states-10m.json'),
  ]);
  const topology = atlas as unknown as Atlas;
  return {
    land: feature(topology, topology.objects.nation),
    stateBorders: mesh(topology, topology.objects.states, (a, b) => a !== b),
  };
}

/** Borders between counties of the same state (state borders come with the state outlines): 840 kB, so lazily. */
export async function loadCountyBorders(): Promise<MultiLineString> {
  const [{ mesh }, { default: atlas }] = await Promise.all([
    import('topojson-client'),
    import('us-atlas/counties-10m.json'),
  ]);
  const topology = atlas as unknown as Atlas;
  // A county's FIPS id starts with its state's two digits.
  const state = (county: { id?: string | number }) => String(county.id).slice(0, 2);
  return mesh(topology, topology.objects.counties, (a, b) => a !== b && state(a) === state(b));
}
