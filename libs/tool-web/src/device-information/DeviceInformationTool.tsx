import { ButtonsSelect, Card, Stack, Table, TextInput, useToolState, type TableColumn } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import {
  deviceSummaryToText,
  readDeviceSnapshot,
  summarizeDevice,
  watchDeviceChanges,
  type DeviceSnapshot,
  type DeviceSummary,
} from './device-information.js';
import { deviceInformationState } from './state.js';
import styles from './DeviceInformationTool.module.css';

type Key = keyof DeviceSummary;
interface Section {
  id: string;
  title: string;
  rows: (readonly [Key, string])[];
}
interface Row {
  key: Key;
  label: string;
}

/** Device information: screen, window, preferences, hardware, languages and browser, read after mounting and kept up to date. */
export default function DeviceInformationTool() {
  const { t } = useLingui();
  const [{ format }, update] = useToolState(deviceInformationState);
  // Nothing is read while rendering (the page is prerendered in Node): the values arrive after
  // mounting, into rows that are already there.
  const [snapshot, setSnapshot] = useState<DeviceSnapshot | null>(null);
  useEffect(() => {
    const read = () => setSnapshot(readDeviceSnapshot());
    read();
    return watchDeviceChanges(read);
  }, []);

  const sections = useMemo(
    (): Section[] => [
      {
        id: 'screen',
        title: t`Screen`,
        rows: [
          ['screen', t`Screen size`],
          ['available', t`Available screen size`],
          ['physical', t`Physical resolution`],
          ['pixelRatio', t`Pixel ratio`],
          ['colorDepth', t`Colour depth`],
          ['orientation', t`Orientation`],
        ],
      },
      {
        id: 'window',
        title: t`Window`,
        rows: [
          ['viewport', t`Viewport size`],
          ['zoom', t`Pinch zoom`],
        ],
      },
      {
        id: 'preferences',
        title: t`Display preferences`,
        rows: [
          ['colorScheme', t`Colour scheme`],
          ['reducedMotion', t`Reduced motion`],
          ['contrast', t`Contrast`],
          ['forcedColors', t`Forced colours`],
          ['colorGamut', t`Colour gamut`],
          ['dynamicRange', t`Dynamic range`],
        ],
      },
      {
        id: 'hardware',
        title: t`Hardware`,
        rows: [
          ['cores', t`Logical processor cores`],
          ['memory', t`Device memory`],
          ['touchPoints', t`Touch points`],
          ['pointer', t`Primary pointer`],
        ],
      },
      {
        id: 'locale',
        title: t`Language and time`,
        rows: [
          ['language', t`Browser language`],
          ['languages', t`Preferred languages`],
          ['timeZone', t`Time zone`],
          ['utcOffset', t`UTC offset`],
          ['intlLocale', t`Formatting locale`],
        ],
      },
      {
        id: 'browser',
        title: t`Browser`,
        rows: [
          ['platform', t`Platform`],
          ['cookies', t`Cookies`],
          ['online', t`Connection`],
          ['userAgent', t`User agent`],
        ],
      },
    ],
    [t],
  );

  const summary = useMemo(() => (snapshot ? summarizeDevice(snapshot) : null), [snapshot]);
  const unknown = t`Not exposed by this browser`;
  const exported = useMemo(() => {
    if (!summary || !snapshot) return '';
    return format === 'json' ? JSON.stringify(snapshot, null, 2) : deviceSummaryToText(summary, sections);
  }, [summary, snapshot, format, sections]);

  const columns: TableColumn<Row>[] = [
    { key: 'label', header: t`Property`, className: styles.label },
    {
      key: 'value',
      header: t`Value`,
      render: (row) => {
        const value = summary?.[row.key];
        return (
          <output
            aria-label={row.label}
            className={[value ? styles.value : styles.none, row.key === 'userAgent' && styles.reserve].filter(Boolean).join(' ')}
          >
            {summary === null ? '—' : value || unknown}
          </output>
        );
      },
    },
  ];

  return (
    <Stack>
      <p
        className={styles.note}
      >{t`Read from this browser and updated live as you resize the window, turn the device or change a setting. Nothing is sent anywhere.`}</p>
      <div className={styles.grid}>
        {sections.map((section) => (
          <Table
            key={section.id}
            caption={section.title}
            columns={columns}
            rows={section.rows.map(([key, label]) => ({ key, label }))}
            getRowKey={(row) => row.key}
            rowHeader="label"
            dense
            hideHeaders
          />
        ))}
      </div>
      <Card title={t`All values`}>
        <Stack>
          <ButtonsSelect<'text' | 'json'>
            label={t`Format`}
            size="small"
            value={format}
            onChange={(value) => update({ format: value })}
            options={[
              { value: 'text', label: t`Text` },
              { value: 'json', label: t`JSON` },
            ]}
          />
          <TextInput
            label={t`All values`}
            hideLabel
            value={exported}
            readOnly
            multiline
            rows={10}
            monospace
            copyable
            copyLabel={t`Copy all values`}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
