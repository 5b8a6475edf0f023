import { describe, expect, it } from 'vitest';
import { casePlaces, type PlaceColumns } from './case-places.js';

const EMPTY: PlaceColumns = {
  residence: null,
  homeZip: null,
  placeOfInjury: null,
  injuryZip: null,
  placeOfDeath: null,
  deathCity: null,
  county: null,
  deathZip: null,
  deathLatitude: null,
  deathLongitude: null,
  deathCoordinatesSource: null,
};

describe('case places', () => {
  it('adds only the parts the written address does not already name', () => {
    const places = casePlaces({
      ...EMPTY,
      residence: '7477 Elm St, Birmingham, AL 35206',
      homeZip: '35206',
      placeOfDeath: '9693 Meadow Ln, Trafford, AL 35172',
      deathCity: 'Trafford',
      county: 'Jefferson',
      deathZip: '35172',
    });
    expect(places.residence.parsedAddress).toBe('7477 Elm St, Birmingham, AL 35206');
    expect(places.placeOfDeath.parsedAddress).toBe('9693 Meadow Ln, Trafford, AL 35172, Jefferson');
  });

  it('puts the residence and injury at their ZIP centres and keeps the coordinates of the file as given', () => {
    const places = casePlaces({
      ...EMPTY,
      homeZip: '35203',
      deathLatitude: 33.50721,
      deathLongitude: -86.80245,
      deathCoordinatesSource: 'record',
    });
    expect(places.residence).toMatchObject({
      originalAddress: null,
      parsedAddress: '35203',
      geolocated: true,
    });
    expect(places.residence.latitude).toBeCloseTo(33.52, 1);
    expect(places.placeOfDeath).toMatchObject({ geolocated: false, latitude: 33.51, longitude: -86.8 });
    expect(places.placeOfInjury).toEqual({
      originalAddress: null,
      parsedAddress: null,
      geolocated: false,
      latitude: null,
      longitude: null,
    });
  });
});
