import { NetworkError, ToolInputError } from '@handy-tools/ui/kit';
import { checkIpAddress } from '../shared/ip.js';
import { fetchJson, isRecord, type RequestOptions } from '../shared/request.js';

/** The geolocation API the tool asks (https://ipinfo.io/developers): CORS allowed, no key needed for light use. */
export const IPINFO_HOST = 'ipinfo.io';

/** What ipinfo.io knows of an address, with the `org` field split into ASN and organisation. */
export interface IpGeoInfo {
  /** The address looked up (as ipinfo.io writes it). */
  ip: string;
  /** True for private, reserved and other non-routable addresses (ipinfo's `bogon`): no location. */
  bogon: boolean;
  hostname?: string;
  city?: string;
  /** Region or state name. */
  region?: string;
  /** ISO 3166-1 alpha-2 country code, e.g. `US`. */
  country?: string;
  postal?: string;
  /** IANA time zone, e.g. `America/Los_Angeles`. */
  timezone?: string;
  /** Latitude in decimal degrees (WGS 84), −90 to 90. */
  latitude?: number;
  /** Longitude in decimal degrees (WGS 84), −180 to 180. */
  longitude?: number;
  /** Autonomous system number (RFC 6793 range 1 to 4294967295), from `org` ("AS15169 Google LLC"). */
  asn?: number;
  /** The organisation holding the address block. */
  organization?: string;
  /** True when ipinfo.io reports the address as anycast. */
  anycast?: boolean;
}

/**
 * Builds the ipinfo.io request URL for an address.
 *
 * @param ip - an IPv4 or IPv6 address, or empty for the address the request comes from.
 * @param token - optional ipinfo.io access token (letters and digits), sent as `?token=`.
 * @returns e.g. `https://ipinfo.io/8.8.8.8/json`.
 * @throws ToolInputError when `ip` is not an address or the token has other characters than letters and digits.
 * @see https://ipinfo.io/developers (API), RFC 791, RFC 4291 §2.2.
 */
export function ipInfoUrl(ip: string, token = ''): string {
  const path = ip.trim() === '' ? '/json' : `/${encodeURIComponent(checkIpAddress(ip).address)}/json`;
  const key = token.trim();
  if (key !== '' && !/^[A-Za-z0-9]{1,100}$/.test(key)) throw new ToolInputError('The token may only contain letters and digits.');
  return `https://${IPINFO_HOST}${path}${key ? `?token=${key}` : ''}`;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/**
 * Reads ipinfo.io's JSON answer.
 *
 * @param body - the parsed JSON, e.g. `{"ip":"8.8.8.8","city":"Mountain View","loc":"37.4056,-122.0775","org":"AS15169 Google LLC",…}`
 *   or `{"ip":"10.0.0.1","bogon":true}`.
 * @returns the fields found; `loc` split into latitude and longitude (kept only when both are in
 *   range), `org` into ASN and organisation.
 * @throws ToolInputError when the answer has no `ip`, or carries an `error` object (its message is passed on).
 * @see https://ipinfo.io/developers/responses
 */
export function parseIpInfo(body: unknown): IpGeoInfo {
  if (!isRecord(body)) throw new ToolInputError('ipinfo.io answered with something that is not an object.');
  if (isRecord(body.error)) {
    const detail = text(body.error.message) ?? text(body.error.title) ?? 'unknown error';
    throw new ToolInputError(`ipinfo.io answered: ${detail}`);
  }
  const ip = text(body.ip);
  if (!ip) throw new ToolInputError('The answer has no "ip" field.');
  const info: IpGeoInfo = { ip, bogon: body.bogon === true };
  for (const key of ['hostname', 'city', 'region', 'country', 'postal', 'timezone'] as const) {
    const value = text(body[key]);
    if (value) info[key] = value;
  }
  const loc = text(body.loc)?.match(/^(-?\d+(?:\.\d+)?),\s*(-?\d+(?:\.\d+)?)$/);
  if (loc) {
    const latitude = Number(loc[1]);
    const longitude = Number(loc[2]);
    if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) Object.assign(info, { latitude, longitude });
  }
  const org = text(body.org);
  if (org) {
    const as = org.match(/^AS(\d{1,10})(?:\s+(.*))?$/i);
    const asn = as ? Number(as[1]) : NaN;
    if (as && asn >= 1 && asn <= 4294967295) {
      info.asn = asn;
      if (as[2]?.trim()) info.organization = as[2].trim();
    } else info.organization = org;
  }
  if (isRecord(body.asn) && typeof body.asn.asn === 'string') {
    // Paid plans answer an `asn` object: {"asn":"AS15169","name":"Google LLC",…}.
    const asn = Number(body.asn.asn.replace(/^AS/i, ''));
    if (Number.isInteger(asn) && asn >= 1 && asn <= 4294967295) info.asn = asn;
    info.organization ??= text(body.asn.name);
  }
  if (typeof body.anycast === 'boolean') info.anycast = body.anycast;
  return info;
}

/**
 * An OpenStreetMap link centred on a point, with a marker.
 *
 * @param latitude - decimal degrees, −90 to 90.
 * @param longitude - decimal degrees, −180 to 180.
 * @param zoom - map zoom level 0 to 19 (default 10: a city).
 * @returns e.g. `https://www.openstreetmap.org/?mlat=37.4056&mlon=-122.0775#map=10/37.4056/-122.0775`.
 * @throws ToolInputError when a coordinate is out of range or not finite.
 * @see https://wiki.openstreetmap.org/wiki/Browsing#Other_URL_tricks (mlat, mlon, #map=zoom/lat/lon).
 */
export function openStreetMapUrl(latitude: number, longitude: number, zoom = 10): string {
  if (!Number.isFinite(latitude) || Math.abs(latitude) > 90) throw new ToolInputError('The latitude must be from −90 to 90.');
  if (!Number.isFinite(longitude) || Math.abs(longitude) > 180) throw new ToolInputError('The longitude must be from −180 to 180.');
  const z = Math.min(19, Math.max(0, Math.round(zoom)));
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${z}/${latitude}/${longitude}`;
}

/**
 * Looks an address up on ipinfo.io.
 *
 * @param ip - an IPv4 or IPv6 address, or empty for the address the request comes from.
 * @param token - optional ipinfo.io token (never stored by the tool).
 * @param options - fetch, signal, time limit (see `RequestOptions`).
 * @returns what ipinfo.io knows (see {@link IpGeoInfo}).
 * @throws ToolInputError for a bad address or token; NetworkError when the request fails (a 401
 *   or 403 says to check the token, a 429 that the free limit is reached).
 */
export async function lookupIpGeoLocation(ip: string, token = '', options: RequestOptions = {}): Promise<IpGeoInfo> {
  const url = ipInfoUrl(ip, token);
  try {
    return parseIpInfo(await fetchJson(url, options));
  } catch (error) {
    if (error instanceof NetworkError && error.kind === 'http') {
      const host = IPINFO_HOST;
      if (error.status === 401 || error.status === 403)
        throw new NetworkError('http', `${error.message} Check the token (or leave it empty).`, { status: error.status, cause: error });
      if (error.status === 429)
        throw new NetworkError('http', `${error.message} The free limit of ${host} is reached: try later or add a token.`, { status: error.status, cause: error });
    }
    throw error;
  }
}
