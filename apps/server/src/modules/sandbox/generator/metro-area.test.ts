import { lookup } from 'zipcodes';
import { describe, expect, it } from 'vitest';
import { BIRMINGHAM_METRO, agencyInitials, metroPlaces } from './metro-area.js';

describe('metro area', () => {
  const places = metroPlaces(BIRMINGHAM_METRO);

  it('uses real Alabama ZIPs with coordinates, centred on Birmingham', () => {
    expect(places.mainCity).toBe('Birmingham');
    expect(places.zips.length).toBeGreaterThan(40);
    for (const zip of places.zips) {
      const known = lookup(zip.zip);
      expect(known?.state).toBe('AL');
      expect(known?.latitude).toBe(zip.latitude);
      expect(Math.abs(zip.latitude - 33.5186)).toBeLessThan(0.5);
      expect(Math.abs(zip.longitude + 86.8104)).toBeLessThan(0.5);
    }
  });

  it('leaves out PO-box ZIPs that share a placeholder centroid', () => {
    const zipCodes = places.zips.map((zip) => zip.zip);
    expect(zipCodes).toContain('35203');
    expect(zipCodes).not.toContain('35201'); // PO boxes, downtown placeholder
    expect(zipCodes).not.toContain('35225'); // "Bham" alias
  });

  it('places every hospital on a residential ZIP and is computed once', () => {
    expect(places.hospitals.map((hospital) => hospital.zip)).toEqual(
      BIRMINGHAM_METRO.hospitals.map((h) => h.zip),
    );
    expect(metroPlaces(BIRMINGHAM_METRO)).toBe(places);
  });

  it('abbreviates agencies for their case numbers', () => {
    expect(agencyInitials('Birmingham Police Department')).toBe('BPD');
    expect(agencyInitials("Jefferson County Sheriff's Office")).toBe('JCSO');
  });
});
