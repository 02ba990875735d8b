import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { geoDistanceCalculatorTool } from './meta.js';
import { geoDistanceCalculatorState } from './state.js';
import {
  centralAngle,
  computeGeoDistances,
  convertDistance,
  formatBearing,
  formatDistance,
  formatDms,
  geodesicInverse,
  haversineDistanceKm,
  MEAN_EARTH_RADIUS_KM,
  parseCoordinate,
  parsePointText,
  sphericalInitialBearing,
  type GeoDistanceInput,
} from './geo-distance-calculator.js';

describe('geodesicInverse (WGS 84, Karney)', () => {
  // GeographicLib's test "GeodSolve0" (geodesictest.js of geographiclib-geodesic; C++ GeodSolve):
  // JFK to CDG, azi1 53.47022°, azi2 111.59367°, s12 5853226 m.
  it('matches GeographicLib GeodSolve0 (JFK → CDG)', () => {
    const r = geodesicInverse({ lat: 40.6, lon: -73.8 }, { lat: 49.01666667, lon: 2.55 });
    expect(r.initialBearing).toBeCloseTo(53.47022, 5);
    expect(r.finalBearing).toBeCloseTo(111.59367, 5);
    expect(Math.abs(r.distanceM - 5853226)).toBeLessThan(0.5);
  });

  // Rows of GeodTest.dat (C. F. F. Karney, "Test set for geodesics", 2010, doi:10.5281/zenodo.32156),
  // as in geographiclib-geodesic's own tests: lat1, lon1, azi1, lat2, lon2, azi2, s12 (m).
  // Kept as the published text (some have more digits than a double holds).
  const GEOD_TEST = [
    '35.60777 -139.44815 111.098748429560326 -11.17491 -69.95921 129.289270889708762 8935244.5604818305',
    '55.52454 106.05087 22.020059880982801 77.03196 197.18234 109.112041110671519 4105086.1713924406',
    '-21.97856 142.59065 -32.44456876433189 41.84138 98.56635 -41.84359951440466 8394328.894657671',
    '-17.42761 173.34268 -159.033557661192928 -15.84784 5.93557 -20.787484651536988 16076603.1631180673',
    '6.96833 52.74123 92.581585386317712 -7.39675 206.17291 90.721692165923907 17102477.2496958388',
  ].map((row) => row.split(' ').map(Number));
  it.each(GEOD_TEST)('matches GeodTest.dat: (%f, %f) → (%f, %f)', (...row) => {
    const [lat1 = 0, lon1 = 0, azi1 = 0, lat2 = 0, lon2 = 0, azi2 = 0, s12 = 0] = row;
    const r = geodesicInverse({ lat: lat1, lon: lon1 }, { lat: lat2, lon: lon2 > 180 ? lon2 - 360 : lon2 });
    expect(Math.abs(r.distanceM - s12)).toBeLessThan(1e-6);
    expect(r.initialBearing).toBeCloseTo((azi1 + 360) % 360, 9);
    expect(r.finalBearing).toBeCloseTo((azi2 + 360) % 360, 9);
  });
});

describe('great circle (haversine)', () => {
  // Ed Williams, Aviation Formulary, worked example: LAX (33°57′N 118°24′W) to JFK (40°38′N 73°47′W):
  // d = 0.623585 rad = 2144 nm (1 nm = 1′ of arc), initial true course 66°.
  it('matches the Aviation Formulary example LAX → JFK', () => {
    const lax = { lat: parseCoordinate('33°57′N', 'latitude', 'a'), lon: parseCoordinate('118°24′W', 'longitude', 'b') };
    const jfk = { lat: parseCoordinate('40 38 N', 'latitude', 'c'), lon: parseCoordinate('73 47 W', 'longitude', 'd') };
    expect(centralAngle(lax, jfk)).toBeCloseTo(0.623585, 6);
    expect(Math.round(haversineDistanceKm(lax, jfk, (180 * 60) / Math.PI))).toBe(2144);
    expect(Math.round(sphericalInitialBearing(lax, jfk))).toBe(66);
  });

  // Rosetta Code "Haversine formula": BNA (36.12, -86.67) to LAX (33.94, -118.40) with R = 6372.8 km: 2887.2599506071106 km.
  it('matches Rosetta Code (BNA → LAX, R = 6372.8 km)', () => {
    expect(haversineDistanceKm({ lat: 36.12, lon: -86.67 }, { lat: 33.94, lon: -118.4 }, 6372.8)).toBeCloseTo(2887.2599506071106, 9);
  });

  it('uses the IUGG mean radius: a quarter meridian is π/2 · 6371.0088 km', () => {
    expect(haversineDistanceKm({ lat: 0, lon: 0 }, { lat: 90, lon: 0 })).toBeCloseTo((Math.PI / 2) * MEAN_EARTH_RADIUS_KM, 9);
    expect(sphericalInitialBearing({ lat: 0, lon: 0 }, { lat: 0, lon: 10 })).toBeCloseTo(90, 12);
  });

  it('is symmetric and stays within the ellipsoid result by 0.6 %', () => {
    const lat = fc.double({ min: -90, max: 90, noNaN: true });
    const lon = fc.double({ min: -180, max: 180, noNaN: true });
    fc.assert(
      fc.property(lat, lon, lat, lon, (la1, lo1, la2, lo2) => {
        const a = { lat: la1, lon: lo1 };
        const b = { lat: la2, lon: lo2 };
        expect(haversineDistanceKm(a, b)).toBeCloseTo(haversineDistanceKm(b, a), 6);
        const ellipsoid = geodesicInverse(a, b).distanceM / 1000;
        if (ellipsoid > 1) expect(Math.abs(haversineDistanceKm(a, b) - ellipsoid) / ellipsoid).toBeLessThan(0.006);
      }),
      { numRuns: 200 },
    );
  });
});

describe('coordinates', () => {
  it('reads decimal degrees and DMS forms (GeographicLib DMS)', () => {
    expect(parseCoordinate('48.8566', 'latitude', 'Lat')).toBe(48.8566);
    expect(parseCoordinate('48°51′24″N', 'latitude', 'Lat')).toBeCloseTo(48 + 51 / 60 + 24 / 3600, 12);
    expect(parseCoordinate('48° 51′ 24″ S', 'latitude', 'Lat')).toBeCloseTo(-(48 + 51 / 60 + 24 / 3600), 12);
    expect(parseCoordinate('2°21′03″W', 'longitude', 'Lon')).toBeCloseTo(-(2 + 21 / 60 + 3 / 3600), 12);
    expect(parseCoordinate(`2d21'3"E`, 'longitude', 'Lon')).toBeCloseTo(2 + 21 / 60 + 3 / 3600, 12);
    expect(parseCoordinate('W 2.35', 'longitude', 'Lon')).toBe(-2.35);
    expect(parseCoordinate('48:51:24', 'latitude', 'Lat')).toBeCloseTo(48.856667, 6);
  });

  it('names the field and the reason of a bad coordinate', () => {
    expect(expectToolInputError(() => parseCoordinate('', 'latitude', 'Latitude of point A')).message).toMatch(/^Latitude of point A: enter an angle/);
    expect(expectToolInputError(() => parseCoordinate('abc', 'latitude', 'Latitude of point A')).message).toMatch(/^Latitude of point A: "abc" is not an angle in degrees/);
    expect(expectToolInputError(() => parseCoordinate('91', 'latitude', 'Latitude of point B')).message).toBe('Latitude of point B: 91° is out of range: a latitude lies between −90° and 90°.');
    expect(expectToolInputError(() => parseCoordinate('181', 'longitude', 'Longitude of point B')).message).toMatch(/out of range: a longitude lies between −180° and 180°/);
    expect(expectToolInputError(() => parseCoordinate('2°E', 'latitude', 'Latitude of point A')).message).toMatch(/E or W belongs to a longitude/);
    expect(expectToolInputError(() => parseCoordinate('48N', 'longitude', 'Longitude of point A')).message).toMatch(/N or S belongs to a latitude/);
    expect(expectToolInputError(() => computeGeoDistances({ lat1: '0', lon1: '0', lat2: '0', lon2: 'east' })).message).toMatch(/^Longitude of point B: /);
  });

  it('reads a pasted point in either order', () => {
    expect(parsePointText('48.8566, 2.3522')).toEqual({ lat: 48.8566, lon: 2.3522 });
    expect(parsePointText('48.8566 2.3522')).toEqual({ lat: 48.8566, lon: 2.3522 });
    const p = parsePointText('48°51′24″N 2°21′03″E');
    expect(p?.lat).toBeCloseTo(48.856667, 6);
    expect(p?.lon).toBeCloseTo(2.350833, 6);
    expect(parsePointText('2°21′03″E 48°51′24″N')?.lat).toBeCloseTo(48.856667, 6);
    expect(parsePointText('48 51 24 N 2 21 3 E')?.lon).toBeCloseTo(2.350833, 6);
    expect(parsePointText('48.8566')).toBeNull();
    expect(parsePointText('hello world')).toBeNull();
  });

  it('writes DMS back so that it reads to the same value (round trip to 0.05″)', () => {
    fc.assert(
      fc.property(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), (lat, lon) => {
        expect(Math.abs(parseCoordinate(formatDms(lat, 'latitude'), 'latitude', 'x') - lat)).toBeLessThanOrEqual(0.05 / 3600 + 1e-12);
        expect(Math.abs(parseCoordinate(formatDms(lon, 'longitude'), 'longitude', 'x') - lon)).toBeLessThanOrEqual(0.05 / 3600 + 1e-12);
      }),
      { numRuns: 200 },
    );
  });
});

describe('units and formatting', () => {
  it('converts with the exact definitions (1 mi = 1609.344 m, 1 nmi = 1852 m)', () => {
    expect(convertDistance(1852, 'nmi')).toBe(1);
    expect(convertDistance(1609.344, 'mi')).toBe(1);
    expect(convertDistance(5853226, 'km')).toBe(5853.226);
    expect(formatDistance(5853226.123456, 'm')).toBe('5853226.123');
    expect(formatDistance(5853.226, 'km')).toBe('5853.226000');
  });

  it('writes a bearing with DMS and compass point', () => {
    expect(formatBearing(53.47022)).toBe('53.470220° (053°28′12.8″, NE)');
    expect(formatBearing(359.9)).toMatch(/, N\)$/);
  });
});

describe('computeGeoDistances', () => {
  it('has examples that are valid states and compute', () => {
    expectExamplesMatchState(geoDistanceCalculatorTool, geoDistanceCalculatorState);
    for (const example of geoDistanceCalculatorTool.examples ?? []) {
      const r = computeGeoDistances(example.state as unknown as GeoDistanceInput);
      expect(r.geodesic.distanceM, example.label).toBeGreaterThan(0);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => computeGeoDistances({ lat1: s, lon1: s, lat2: '0', lon2: '0' }));
    fuzzToolFunction((s: string) => computeGeoDistances({ lat1: '1', lon1: '2', lat2: s, lon2: s.slice(1) }));
    fuzzToolFunction((s: string) => parsePointText(s));
    fuzzToolFunction((s: string) => parseCoordinate(s, 'longitude', 'x'));
  });
});
