import { Select, useHydrating } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { zoneCountries } from './countries.js';
import { listTimeZones, localTimeZone, UTC_ZONE, zoneOffsetMinutes, formatOffset } from './time-zones.js';

/** Props of {@link TimeZonePicker}. */
export interface TimeZonePickerProps {
  label: ReactNode;
  /** The chosen zone: an IANA name, or `''` for the visitor's own zone (when `allowLocal`). */
  value: string;
  onChange: (zone: string) => void;
  /** Offers "Local time zone" (value `''`) first. */
  allowLocal?: boolean;
  /**
   * Options listed before the zones (after "Local time zone"), for values that are not zones:
   * the iCalendar generator's floating time (`floating`), the parser's "only as in the file" (`''`).
   */
  extra?: readonly { value: string; label: string }[];
  /** The instant whose offsets the options show (default: none shown). Pass a state-derived value, not `Date.now()` in render. */
  at?: number | null;
  id?: string;
}

/**
 * The one time zone select of the time tools, searchable: every IANA zone of the runtime
 * ({@link listTimeZones}), after the optional "Local time zone" and `extra` entries, labelled with
 * the countries that use it and, when `at` is given, its UTC offset then (to the quarter hour; filled in just after
 * the render, in batches), so a search finds `Paris`, `Europe/Paris`, `France` or `+01:00`.
 * Renders the same markup in prerendering and in the browser (the local zone's name is filled in after hydration).
 */
export function TimeZonePicker({ label, value, onChange, allowLocal, extra, at, id }: TimeZonePickerProps) {
  const { t } = useLingui();
  const hydrating = useHydrating();
  const local = hydrating ? null : localTimeZone();
  const offsets = useZoneOffsets(hydrating ? null : at);
  const isExtra = extra?.some((o) => o.value === value) ?? false;
  const zoneOptions = useMemo(() => {
    // The zone list comes from the runtime's ICU data, which differs between Node (prerendering) and
    // browsers: while hydrating, only the chosen option is rendered; the full list follows at once.
    const zones = hydrating ? (value === '' || isExtra ? [] : [value]) : listTimeZones();
    const list = zones.map((zone) => {
      const countries = zoneCountries(zone);
      const offset = offsets?.get(zone);
      return { value: zone, label: `${zone.replace(/_/g, ' ')}${offset ? ` (UTC${offset})` : ''}${countries.length ? ` — ${countries.join(', ')}` : ''}` };
    });
    // A zone given by an alias (Asia/Calcutta for Asia/Kolkata) or a fixed offset stays selectable.
    if (value !== '' && !isExtra && !zones.includes(value)) list.unshift({ value, label: value });
    return list;
  }, [offsets, value, isExtra, hydrating]);
  const options = [...(allowLocal ? [{ value: '', label: local ? t`Local time zone (${local})` : t`Local time zone` }] : []), ...(extra ?? []), ...zoneOptions];
  return <Select label={label} options={options} value={value} onChange={onChange} searchable id={id} />;
}

/** Zones whose offsets are computed per batch before yielding to the browser. */
const OFFSET_BATCH = 40;
const QUARTER_HOUR_MS = 900_000;

/**
 * The UTC offset of every zone at an instant (to the quarter hour), computed after the first render
 * in small batches (the first reading of each zone creates an `Intl.DateTimeFormat`, about a
 * millisecond each), so that typing never waits for them.
 *
 * @param at - the instant, or null/undefined for none.
 * @returns zone → `±HH:MM`, or null until computed.
 */
function useZoneOffsets(at: number | null | undefined): Map<string, string> | null {
  const key = at === null || at === undefined || !Number.isFinite(at) ? null : Math.floor(at / QUARTER_HOUR_MS);
  const [result, setResult] = useState<{ key: number; offsets: Map<string, string> } | null>(null);
  useEffect(() => {
    if (key === null) return undefined;
    const zones = listTimeZones();
    const out = new Map<string, string>();
    let index = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const step = () => {
      const end = Math.min(index + OFFSET_BATCH, zones.length);
      for (; index < end; index += 1) {
        const zone = zones[index]!;
        try {
          out.set(zone, formatOffset(zoneOffsetMinutes(zone, key * QUARTER_HOUR_MS)));
        } catch {
          // An instant out of range: no offset shown.
        }
      }
      if (index < zones.length) timer = setTimeout(step, 0);
      else setResult({ key, offsets: out });
    };
    timer = setTimeout(step, 0);
    return () => clearTimeout(timer);
  }, [key]);
  return result ? result.offsets : null;
}

/**
 * The zone a tool works in: the state's zone, or for `''` the visitor's own zone — `UTC` while the
 * page is prerendered or hydrated, so the first render is the same for everyone.
 *
 * @param zone - the state's zone (`''` = local).
 * @returns an IANA zone name.
 */
export function useResolvedZone(zone: string): string {
  const hydrating = useHydrating();
  if (zone !== '') return zone;
  return hydrating ? UTC_ZONE : localTimeZone();
}

/**
 * The current time, read after the first render (never during prerendering), and refreshed every
 * `everyMs` milliseconds when given.
 *
 * @param everyMs - refresh period, or undefined to read once.
 * @returns milliseconds since the Unix epoch, or null before the first effect.
 */
export function useNow(everyMs?: number): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    if (!everyMs) return undefined;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
