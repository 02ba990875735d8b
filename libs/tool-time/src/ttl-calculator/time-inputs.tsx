import { Select, TextInput, useHydrating } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { supportedTimeZones } from './zoned-time.js';

/**
 * Small time widgets shared by this family's TTL, ETA and iCalendar tools (until the kit or the
 * family's zone picker offers them).
 */

/** A labelled date-and-time field (`<input type="datetime-local">`, or `date`), styled as the kit's TextInput. */
export function DateTimeInput(props: { label: string; value: string; onChange: (value: string) => void; error?: string | null; dateOnly?: boolean; hint?: string }) {
  return (
    <TextInput
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      hint={props.hint}
      // The kit's TextInput passes `type` through; it lists only text types (ask: add 'datetime-local' | 'date').
      type={props.dateOnly ? 'date' : 'datetime-local'}
    />
  );
}

/** The visitor's time zone (IANA name), read after hydration; `UTC` until then and where unknown. */
export function useLocalZone(): string {
  const hydrating = useHydrating();
  const [zone, setZone] = useState('UTC');
  useEffect(() => {
    if (hydrating) return;
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  }, [hydrating]);
  return zone;
}

/**
 * The current time, ms since the epoch, read in an effect (never during render, so prerendered
 * markup matches) and refreshed every `everyMs` while `live`; null before the first read.
 */
export function useNow(live: boolean, everyMs = 1000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    if (!live) return;
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [live, everyMs]);
  return now;
}

/**
 * A searchable time-zone select. `''` stands for the visitor's zone (named in its label); the
 * list of IANA zones is read after hydration (Node and browsers may know different lists).
 */
export function ZoneSelect(props: { label: string; value: string; onChange: (zone: string) => void; allowLocal?: boolean; extra?: { label: string; value: string }[] }) {
  const { t } = useLingui();
  const localZone = useLocalZone();
  const hydrating = useHydrating();
  const [zones, setZones] = useState<string[]>([]);
  useEffect(() => {
    if (!hydrating) setZones(supportedTimeZones());
  }, [hydrating]);
  const options = [
    ...(props.allowLocal === false ? [] : [{ label: `${t`Your time zone`} (${localZone})`, value: '' }]),
    ...(props.extra ?? []),
    ...(zones.length > 0 ? zones : ['UTC']).map((z) => ({ label: z, value: z })),
  ];
  if (!options.some((o) => o.value === props.value)) options.push({ label: props.value, value: props.value });
  return <Select label={props.label} value={props.value} onChange={props.onChange} options={options} searchable />;
}
