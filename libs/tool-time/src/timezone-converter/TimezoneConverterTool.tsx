import { Alert, attempt, Button, Card, Checkbox, Row, Select, Stack, Table, TextInput, useHydrating, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { countryList, countryName, zoneCountries, zonesOfCountry } from '../time-zones/countries.js';
import { TimeZonePicker, useResolvedZone } from '../time-zones/TimeZonePicker.js';
import { formatOffset, isValidTimeZone, zoneOffsetMinutes } from '../time-zones/time-zones.js';
import { toDateTimeLocalInput } from '../date-duration-calculator/date-duration-calculator.js';
import { convertToZones, readWallTime, type ZoneTime } from './timezone-converter.js';
import { timezoneConverterState } from './state.js';
import styles from './TimezoneConverterTool.module.css';

function to12h(time: string): string {
  const [h = 0, m = '00', s = '00'] = time.split(':').map((v, i) => (i === 0 ? Number(v) : v)) as [number, string, string];
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${((h + 11) % 12) + 1}:${m}:${s} ${suffix}`;
}

/** Time zone converter: the UI. */
export default function TimezoneConverterTool() {
  const { t, i18n } = useLingui();
  const [state, update] = useToolState(timezoneConverterState);
  const zone = useResolvedZone(state.zone);
  const targets = useMemo(() => state.zones.split(/[\s,]+/).filter(Boolean), [state.zones]);
  const source = useMemo(() => attempt(() => readWallTime(state.time, zone)), [state.time, zone]);
  const unknown = targets.filter((z) => !isValidTimeZone(z));
  const rows = useMemo(
    () => (source.value ? convertToZones(source.value.epochMs, zone, targets.filter(isValidTimeZone)) : []),
    [source.value, zone, targets],
  );
  const [adding, setAdding] = useState('Europe/Berlin');
  const setTargets = (list: string[]) => update({ zones: list.join(' ') });
  const countryZones = useMemo(() => zonesOfCountry(state.country), [state.country]);
  const epoch = source.value?.epochMs ?? null;
  // Abbreviations come from the runtime's ICU names, which may differ between Node (prerendering) and the browser.
  const hydrating = useHydrating();
  const countries = useMemo(() => (hydrating ? [{ value: state.country, label: state.country }] : countryList(i18n.locale)), [i18n.locale, hydrating, state.country]);

  const shift = (r: ZoneTime) => (r.dayShift === 0 ? '' : r.dayShift > 0 ? ` (+${r.dayShift} ${t`day`})` : ` (${r.dayShift} ${t`day`})`);
  return (
    <Stack>
      <Card>
        <div className={styles.inputs}>
          <TextInput
            label={t`Date and time (YYYY-MM-DDTHH:MM)`}
            value={state.time}
            onChange={(v) => update({ time: v })}
            error={source.error}
            spellCheck={false}
          />
          <TimeZonePicker label={t`In time zone`} value={state.zone} onChange={(v) => update({ zone: v })} allowLocal at={epoch} />
        </div>
        <Row>
          <Button onClick={() => update({ time: toDateTimeLocalInput(Date.now(), zone) })}>{t`Now`}</Button>
          <Checkbox label={t`12-hour clock`} checked={state.hour12} onChange={(v) => update({ hour12: v })} />
        </Row>
        {source.value?.transition === 'gap' && (
          <Alert type="warning">{t`This time does not exist in ${zone}: the clocks jump forward that day. It is read as ${source.value.iso}.`}</Alert>
        )}
        {source.value?.transition === 'overlap' && (
          <Alert type="info">{t`This time happens twice in ${zone} (the clocks go back that day): the first one, ${source.value.iso}, is used.`}</Alert>
        )}
      </Card>
      <Card title={t`The same moment in other zones`}>
        <Table
          caption={t`Times in other zones`}
          hideCaption
          columns={[
            { key: 'zone', header: t`Zone` },
            { key: 'date', header: t`Date`, render: (r: ZoneTime) => `${r.weekday} ${r.date}${shift(r)}` },
            { key: 'time', header: t`Time`, render: (r: ZoneTime) => (state.hour12 ? to12h(r.time) : r.time) },
            { key: 'offset', header: t`UTC offset`, render: (r: ZoneTime) => `UTC${r.offset}` },
            { key: 'dst', header: t`Daylight saving`, render: (r: ZoneTime) => (r.dst ? t`yes` : r.observesDst ? t`no (winter time)` : t`not observed`) },
            { key: 'abbreviation', header: t`Abbreviation`, render: (r: ZoneTime) => (hydrating ? '' : r.abbreviation) },
            { key: 'countries', header: t`Countries`, render: (r: ZoneTime) => zoneCountries(r.zone).join(', ') },
            {
              key: 'remove',
              header: t`Remove`,
              render: (r: ZoneTime) => (
                <Button size="small" aria-label={t`Remove ${r.zone}`} onClick={() => setTargets(targets.filter((z) => z !== r.zone))}>
                  ×
                </Button>
              ),
            },
          ]}
          rows={rows}
          getRowKey={(r) => r.zone}
          rowHeader="zone"
          emptyMessage={t`Add a zone below.`}
          dense
        />
        {unknown.length > 0 && <Alert type="warning">{t`Unknown zones left out: ${unknown.join(', ')}.`}</Alert>}
        <div className={styles.add}>
          <TimeZonePicker label={t`Zone to add (search a city, zone or country)`} value={adding} onChange={setAdding} at={epoch} />
          <Button onClick={() => !targets.includes(adding) && setTargets([...targets, adding])}>{t`Add zone`}</Button>
        </div>
      </Card>
      <Card title={t`Zones of a country`}>
        <Select label={t`Country`} value={state.country} onChange={(v) => update({ country: v })} options={countries} searchable />
        <ul className={styles.list} aria-label={t`Zones of ${hydrating ? state.country : countryName(state.country, i18n.locale)}`}>
          {countryZones.map((z) => (
            <li key={z}>
              <code>{z}</code>
              {epoch !== null && ` — UTC${formatOffset(zoneOffsetMinutes(z, epoch))}`}{' '}
              {!targets.includes(z) && (
                <Button size="small" onClick={() => setTargets([...targets, z])}>
                  {t`Add`}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </Card>
    </Stack>
  );
}
