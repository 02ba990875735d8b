import { attempt, Button, Card, CopyButton, Row, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import {
  computeGeoDistances,
  convertDistance,
  formatBearing,
  formatDistance,
  formatDms,
  parsePointText,
  type DistanceUnit,
  type GeoDistanceInput,
} from './geo-distance-calculator.js';
import styles from './GeoDistanceCalculatorTool.module.css';
import { geoDistanceCalculatorState } from './state.js';

const UNITS: DistanceUnit[] = ['km', 'mi', 'nmi', 'm'];

/** What the browser's Geolocation API reported. */
interface Position {
  lat: number;
  lon: number;
  altitude: number | null;
  accuracy: number;
  heading: number | null;
  speed: number | null;
}

/** Geo distance calculator: the UI. */
export default function GeoDistanceCalculatorTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(geoDistanceCalculatorState);
  const names = useMemo<Record<keyof GeoDistanceInput, string>>(
    () => ({ lat1: t`Latitude of point A`, lon1: t`Longitude of point A`, lat2: t`Latitude of point B`, lon2: t`Longitude of point B` }),
    [t],
  );
  const { lat1, lon1, lat2, lon2 } = state;
  const unitNames: Record<DistanceUnit, string> = { km: t`Kilometres (km)`, mi: t`Miles (mi)`, nmi: t`Nautical miles (nmi)`, m: t`Metres (m)` };
  const ellipsoidLabels: Record<DistanceUnit, string> = { km: t`Ellipsoidal distance in km`, mi: t`Ellipsoidal distance in mi`, nmi: t`Ellipsoidal distance in nmi`, m: t`Ellipsoidal distance in m` };
  const sphereLabels: Record<DistanceUnit, string> = { km: t`Great-circle distance in km`, mi: t`Great-circle distance in mi`, nmi: t`Great-circle distance in nmi`, m: t`Great-circle distance in m` };
  const copyLabel = t`Copy`;
  const result = useMemo(() => attempt(() => computeGeoDistances({ lat1, lon1, lat2, lon2 }, names)), [lat1, lon1, lat2, lon2, names]);
  const r = result.value;
  const errorOf = (field: keyof GeoDistanceInput) => (result.error?.startsWith(`${names[field]}:`) ? result.error : null);

  // A point pasted whole ("48°51′24″N 2°21′03″E") into a latitude field fills both fields.
  const edit = (latKey: 'lat1' | 'lat2', lonKey: 'lon1' | 'lon2', field: 'lat' | 'lon', value: string) => {
    const key = field === 'lat' ? latKey : lonKey;
    const grew = value.length - state[key].length > 1;
    const point = grew ? parsePointText(value) : null;
    if (point && /[\s,;]/.test(value.trim())) update({ [latKey]: String(point.lat), [lonKey]: String(point.lon) });
    else update({ [key]: value });
  };

  const [position, setPosition] = useState<Position | null>(null);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocateError(t`This browser cannot tell its position.`);
      return;
    }
    setLocating(true);
    setLocateError(null);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating(false);
        setPosition({ lat: p.coords.latitude, lon: p.coords.longitude, altitude: p.coords.altitude, accuracy: p.coords.accuracy, heading: p.coords.heading, speed: p.coords.speed });
      },
      (e) => {
        setLocating(false);
        setLocateError(e.code === e.PERMISSION_DENIED ? t`Permission to read your position was refused.` : `${t`Your position is not available:`} ${e.message}`);
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };
  const unknown = t`Unknown`;

  const point = (label: string, latKey: 'lat1' | 'lat2', lonKey: 'lon1' | 'lon2', which: 'a' | 'b') => (
    <Card title={label}>
      <div className={styles.fields}>
        <TextInput
          label={names[latKey]}
          value={state[latKey]}
          onChange={(v) => edit(latKey, lonKey, 'lat', v)}
          error={errorOf(latKey)}
          placeholder="48°51′24″N"
          autoComplete="off"
          spellCheck={false}
          inputMode="text"
        />
        <TextInput
          label={names[lonKey]}
          value={state[lonKey]}
          onChange={(v) => edit(latKey, lonKey, 'lon', v)}
          error={errorOf(lonKey)}
          placeholder="2°21′03″E"
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <div className={styles.pointFooter}>
        <span>{r ? `${formatDms(r[which].lat, 'latitude')} ${formatDms(r[which].lon, 'longitude')}` : ' '}</span>
        {position && (
          <Button size="small" onClick={() => update({ [latKey]: String(position.lat), [lonKey]: String(position.lon) })}>
            {t`Use my position`}
          </Button>
        )}
      </div>
    </Card>
  );

  return (
    <Stack>
      <p className={styles.note}>{t`Decimal degrees (48.8566, -2.35) or degrees, minutes, seconds (48°51′24″N, 48 51 24 N, 2°21′03″W). Paste "lat, lon" into a latitude field to fill both.`}</p>
      <div className={styles.points}>
        {point(t`Point A`, 'lat1', 'lon1', 'a')}
        {point(t`Point B`, 'lat2', 'lon2', 'b')}
      </div>
      <Card title={t`Distance`}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t`Unit`}</th>
              <th scope="col">{t`WGS 84 ellipsoid (geodesic)`}</th>
              <th scope="col">{t`Great circle (sphere)`}</th>
            </tr>
          </thead>
          <tbody>
            {UNITS.map((unit) => {
              const ellipsoid = r ? formatDistance(convertDistance(r.geodesic.distanceM, unit), unit) : '';
              const sphere = r ? formatDistance(convertDistance(r.greatCircleM, unit), unit) : '';
              return (
                <tr key={unit}>
                  <th scope="row">{unitNames[unit]}</th>
                  <td>
                    <span className={styles.cell}>
                      <output aria-label={ellipsoidLabels[unit]}>{ellipsoid}</output>
                      <CopyButton value={ellipsoid} label={`${copyLabel}: ${ellipsoidLabels[unit]}`} disabled={!r} />
                    </span>
                  </td>
                  <td>
                    <span className={styles.cell}>
                      <output aria-label={sphereLabels[unit]}>{sphere}</output>
                      <CopyButton value={sphere} label={`${copyLabel}: ${sphereLabels[unit]}`} disabled={!r} />
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className={styles.note}>
          {t`Ellipsoid: WGS 84 geodesic by Karney's algorithm (GeographicLib), accurate to a few nanometres. Sphere: haversine formula with the IUGG mean Earth radius 6371.0088 km, within about 0.5 % of the ellipsoid.`}
        </p>
      </Card>
      <Card title={t`Bearings`}>
        <Stack>
          <TextCopyable label={t`Initial bearing (ellipsoid)`} value={r ? formatBearing(r.geodesic.initialBearing) : ''} showLabel reserve={30} />
          <TextCopyable label={t`Final bearing (ellipsoid)`} value={r ? formatBearing(r.geodesic.finalBearing) : ''} showLabel reserve={30} />
          <TextCopyable label={t`Initial bearing (great circle)`} value={r ? formatBearing(r.greatCircleBearing) : ''} showLabel reserve={30} />
        </Stack>
      </Card>
      <Card title={t`Your position`}>
        <Row>
          <Button onClick={locate} disabled={locating}>
            {locating ? t`Locating…` : t`Locate me`}
          </Button>
          {locateError && <p role="alert">{locateError}</p>}
        </Row>
        <p className={styles.note}>{t`Your browser asks for permission; the position stays on this page.`}</p>
        {position && (
          <div className={styles.position}>
            <TextCopyable label={t`Latitude`} value={String(position.lat)} showLabel />
            <TextCopyable label={t`Longitude`} value={String(position.lon)} showLabel />
            <TextCopyable label={t`Altitude (m)`} value={position.altitude == null ? unknown : String(position.altitude)} showLabel />
            <TextCopyable label={t`Accuracy (m)`} value={String(position.accuracy)} showLabel />
            <TextCopyable label={t`Heading (°)`} value={position.heading == null || Number.isNaN(position.heading) ? unknown : String(position.heading)} showLabel />
            <TextCopyable label={t`Speed (m/s)`} value={position.speed == null ? unknown : String(position.speed)} showLabel />
          </div>
        )}
      </Card>
    </Stack>
  );
}
