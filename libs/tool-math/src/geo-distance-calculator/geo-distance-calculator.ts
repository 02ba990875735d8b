import * as dmsModule from 'geographiclib-dms';
import * as geodesicModule from 'geographiclib-geodesic';
import { ToolInputError } from '@handy-tools/ui/kit';

// Both packages are UMD scripts: a bundler or Node's ESM loader may expose them as the default export.
const DMS = ((dmsModule as unknown as { default?: typeof dmsModule }).default ?? dmsModule) as typeof dmsModule;
const geodesic = ((geodesicModule as unknown as { default?: typeof geodesicModule }).default ?? geodesicModule) as typeof geodesicModule;

/**
 * Mean radius of the Earth, R₁ = (2a + b)/3 of the WGS 84 / GRS 80 ellipsoid, in kilometres, as the
 * IUGG recommends (H. Moritz, "Geodetic Reference System 1980", Bulletin Géodésique 54, 1980; 6371.0088 km).
 */
export const MEAN_EARTH_RADIUS_KM = 6371.0088;

/** A point on the Earth in decimal degrees: latitude −90…90 (north positive), longitude −180…180 (east positive). */
export interface GeoPoint {
  lat: number;
  lon: number;
}

/** Units of the distances: kilometre, international mile, international nautical mile, metre. */
export type DistanceUnit = 'km' | 'mi' | 'nmi' | 'm';

/** Metres in each {@link DistanceUnit}: exact by definition (international mile 1609.344 m, 1959; nautical mile 1852 m, 1929; NIST SP 811 Appendix B). */
export const METRES_PER_UNIT: Record<DistanceUnit, number> = { km: 1000, mi: 1609.344, nmi: 1852, m: 1 };

/**
 * Brings the spaced forms people write (`48° 51′ 24″ N`, `48 51 24 N`, `W 2.35`) to the compact
 * form GeographicLib's DMS.Decode reads (`48°51′24″N`, `48:51:24N`, `W2.35`).
 */
function normalizeAngleText(text: string): string {
  return text
    .trim()
    .replace(/\s*([NSEWnsew])\s*/g, '$1')
    .replace(/([°º˚′″'"’”:dD])\s+/g, '$1')
    .replace(/([-+])\s+/g, '$1')
    .replace(/(\d)\s+(?=[\d.])/g, '$1:');
}

/** Which coordinate a text is read as. */
export type CoordinateKind = 'latitude' | 'longitude';

/**
 * Reads a latitude or a longitude written in decimal degrees (`48.8566`, `-2.35`) or in degrees,
 * minutes and seconds (`48°51′24″N`, `48 51 24 N`, `2d21'3"E`, `48:51:24`, `W 2.35`), as
 * GeographicLib's DMS.Decode does (C. F. F. Karney, GeographicLib DMS class). A hemisphere letter
 * gives the sign (S and W negative) and must fit the kind of coordinate.
 *
 * @param text - the coordinate as typed.
 * @param kind - `latitude` (−90…90) or `longitude` (−180…180).
 * @param field - the field's name, used in messages ("Latitude of point A").
 * @returns the coordinate in decimal degrees.
 * @throws ToolInputError naming `field` when the text is empty, not an angle, has a hemisphere of
 *   the other kind (E/W on a latitude), or is out of range.
 */
export function parseCoordinate(text: string, kind: CoordinateKind, field: string): number {
  const trimmed = text.trim();
  if (trimmed === '') throw new ToolInputError(`${field}: enter an angle in degrees, such as 48.8566 or 48°51′24″N.`);
  let decoded: { val: number; ind: number };
  try {
    decoded = DMS.Decode(normalizeAngleText(trimmed));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ToolInputError(`${field}: "${trimmed.slice(0, 40)}" is not an angle in degrees (${reason}). Write 48.8566, -2.35 or 48°51′24″N.`);
  }
  const value = decoded.val;
  if (!Number.isFinite(value)) throw new ToolInputError(`${field}: "${trimmed.slice(0, 40)}" is not a finite angle.`);
  if (kind === 'latitude' && decoded.ind === DMS.LONGITUDE) throw new ToolInputError(`${field}: the hemisphere E or W belongs to a longitude; a latitude takes N or S.`);
  if (kind === 'longitude' && decoded.ind === DMS.LATITUDE) throw new ToolInputError(`${field}: the hemisphere N or S belongs to a latitude; a longitude takes E or W.`);
  if (decoded.ind === DMS.AZIMUTH) throw new ToolInputError(`${field}: an azimuth is not a coordinate.`);
  const limit = kind === 'latitude' ? 90 : 180;
  if (Math.abs(value) > limit) throw new ToolInputError(`${field}: ${value}° is out of range: a ${kind} lies between −${limit}° and ${limit}°.`);
  return value === 0 ? 0 : value;
}

/**
 * Reads a point written as one text: latitude then longitude separated by a comma, a semicolon or
 * spaces (`48.8566, 2.3522`, `48°51′24″N 2°21′03″E`); with hemisphere letters the order may also be
 * longitude first (`2°21′03″E 48°51′24″N`), as GeographicLib's DMS.DecodeLatLon allows.
 *
 * @param text - the point as typed or pasted.
 * @returns the point, or null when the text is not two coordinates.
 */
export function parsePointText(text: string): GeoPoint | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > 200) return null;
  const halves = trimmed.split(/\s*[,;]\s*/);
  const candidates: [string, string][] = [];
  if (halves.length === 2) candidates.push([halves[0] ?? '', halves[1] ?? '']);
  else if (halves.length === 1) {
    // "48°51′24″N 2°21′03″E", "48 51 24 N 2 21 3 E" or "48.8566 2.3522": try each split between words.
    const words = trimmed.split(/\s+/);
    for (let i = 1; i < words.length; i++) candidates.push([words.slice(0, i).join(' '), words.slice(i).join(' ')]);
  }
  for (const [first, second] of candidates) {
    try {
      const { lat, lon } = DMS.DecodeLatLon(normalizeAngleText(first), normalizeAngleText(second));
      if (Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lon) <= 180) return { lat, lon };
    } catch {
      // not this split
    }
  }
  return null;
}

const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;
/** An angle in degrees brought into [0, 360). */
const bearing360 = (deg: number) => {
  const b = ((deg % 360) + 360) % 360;
  return b === 360 || Object.is(b, -0) ? 0 : b;
};

/**
 * Central angle between two points on a sphere by the haversine formula (R. W. Sinnott,
 * "Virtues of the Haversine", Sky and Telescope 68(2), 1984), well conditioned for small distances.
 *
 * @param a - first point, decimal degrees.
 * @param b - second point, decimal degrees.
 * @returns the angle in radians, 0…π.
 */
export function centralAngle(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRad(b.lat - a.lat);
  const dLon = toRad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Great-circle distance on a sphere (haversine formula; see {@link centralAngle}).
 *
 * @param a - first point, decimal degrees.
 * @param b - second point, decimal degrees.
 * @param radiusKm - the sphere's radius in km (default {@link MEAN_EARTH_RADIUS_KM}).
 * @returns the distance in km. On the Earth the spherical model errs by up to about 0.5 %.
 */
export function haversineDistanceKm(a: GeoPoint, b: GeoPoint, radiusKm = MEAN_EARTH_RADIUS_KM): number {
  return centralAngle(a, b) * radiusKm;
}

/**
 * Initial great-circle bearing (course) from `a` to `b` on a sphere (Ed Williams, Aviation Formulary).
 *
 * @param a - start point, decimal degrees.
 * @param b - end point, decimal degrees.
 * @returns the bearing in degrees clockwise from true north, 0…360 (0 when the points coincide).
 */
export function sphericalInitialBearing(a: GeoPoint, b: GeoPoint): number {
  const phi1 = toRad(a.lat);
  const phi2 = toRad(b.lat);
  const dLambda = toRad(b.lon - a.lon);
  const y = Math.sin(dLambda) * Math.cos(phi2);
  const x = Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(dLambda);
  return bearing360(toDeg(Math.atan2(y, x)));
}

/** The geodesic between two points on the WGS 84 ellipsoid. */
export interface GeodesicResult {
  /** Length of the geodesic in metres (accurate to about 15 nanometres). */
  distanceM: number;
  /** Azimuth at the start, degrees clockwise from north, 0…360. */
  initialBearing: number;
  /** Azimuth at the end (the direction of travel on arrival), 0…360. */
  finalBearing: number;
}

/**
 * Solves the inverse geodesic problem on the WGS 84 ellipsoid (a = 6378137 m, f = 1/298.257223563)
 * with Karney's algorithm (C. F. F. Karney, "Algorithms for geodesics", J. Geodesy 87, 43–55, 2013;
 * GeographicLib), which converges for every pair of points, antipodal ones included.
 *
 * @param a - start point, decimal degrees.
 * @param b - end point, decimal degrees.
 * @returns the distance in metres and the azimuths at both ends.
 */
export function geodesicInverse(a: GeoPoint, b: GeoPoint): GeodesicResult {
  const r = geodesic.Geodesic.WGS84.Inverse(a.lat, a.lon, b.lat, b.lon);
  return { distanceM: r.s12 ?? 0, initialBearing: bearing360(r.azi1 ?? 0), finalBearing: bearing360(r.azi2 ?? 0) };
}

/** Everything the calculator shows for two points. */
export interface GeoDistances {
  a: GeoPoint;
  b: GeoPoint;
  /** Great-circle distance on the sphere of radius {@link MEAN_EARTH_RADIUS_KM}, in metres. */
  greatCircleM: number;
  /** Initial bearing on the sphere, degrees. */
  greatCircleBearing: number;
  /** The WGS 84 geodesic. */
  geodesic: GeodesicResult;
}

/** The four coordinates as typed. */
export interface GeoDistanceInput {
  lat1: string;
  lon1: string;
  lat2: string;
  lon2: string;
}

/** Field names used in messages, in English (the UI passes its translated names). */
export const DEFAULT_FIELD_NAMES: Record<keyof GeoDistanceInput, string> = {
  lat1: 'Latitude of point A',
  lon1: 'Longitude of point A',
  lat2: 'Latitude of point B',
  lon2: 'Longitude of point B',
};

/**
 * Distances and bearings between two points typed as four coordinates (see {@link parseCoordinate}).
 *
 * @param input - the two points' latitude and longitude texts.
 * @param names - field names for the messages.
 * @returns the great-circle and WGS 84 geodesic results.
 * @throws ToolInputError naming the first field that is wrong and why.
 */
export function computeGeoDistances(input: GeoDistanceInput, names: Record<keyof GeoDistanceInput, string> = DEFAULT_FIELD_NAMES): GeoDistances {
  const a = { lat: parseCoordinate(input.lat1, 'latitude', names.lat1), lon: parseCoordinate(input.lon1, 'longitude', names.lon1) };
  const b = { lat: parseCoordinate(input.lat2, 'latitude', names.lat2), lon: parseCoordinate(input.lon2, 'longitude', names.lon2) };
  return { a, b, greatCircleM: haversineDistanceKm(a, b) * 1000, greatCircleBearing: sphericalInitialBearing(a, b), geodesic: geodesicInverse(a, b) };
}

/**
 * Converts a distance in metres to a unit.
 *
 * @param metres - the distance in metres.
 * @param unit - the target unit.
 * @returns the distance in `unit`.
 */
export function convertDistance(metres: number, unit: DistanceUnit): number {
  return metres / METRES_PER_UNIT[unit];
}

/**
 * Writes a distance with a fixed number of decimals: millimetres for m, and the same resolution
 * for the other units (6 decimals in km, mi, nmi).
 *
 * @param value - the distance in `unit`.
 * @param unit - the unit.
 * @returns the text, e.g. `5853.226 km` is written `5853.226126` (no thousands separator, no unit).
 */
export function formatDistance(value: number, unit: DistanceUnit): string {
  return value.toFixed(unit === 'm' ? 3 : 6);
}

/**
 * Writes a bearing in decimal degrees and in degrees, minutes and seconds, with its compass point.
 *
 * @param degrees - the bearing, 0…360.
 * @returns e.g. `53.470225° (053°28′12.8″, NE)`.
 */
export function formatBearing(degrees: number): string {
  const points = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'];
  const point = points[Math.round(degrees / 22.5) % 16] ?? 'N';
  const dms = DMS.Encode(degrees, DMS.SECOND, 1, DMS.AZIMUTH).replace(/'/g, '′').replace(/"/g, '″');
  return `${degrees.toFixed(6)}° (${dms}, ${point})`;
}

/**
 * Writes a coordinate in degrees, minutes and seconds with its hemisphere (GeographicLib DMS.Encode).
 *
 * @param degrees - the coordinate in decimal degrees.
 * @param kind - latitude (N/S) or longitude (E/W).
 * @returns e.g. `48°51′24.0″N`.
 */
export function formatDms(degrees: number, kind: CoordinateKind): string {
  return DMS.Encode(degrees, DMS.SECOND, 1, kind === 'latitude' ? DMS.LATITUDE : DMS.LONGITUDE)
    .replace(/'/g, '′')
    .replace(/"/g, '″')
    .replace(/^0+(?=\d)/, '');
}
