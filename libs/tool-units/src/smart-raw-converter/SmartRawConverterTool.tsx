import { attempt, Card, Select, Stack, Table, TextCopyable, TextInput, useToolState, type TableColumn } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { decodeSmartRaw, parseSmartRaw, SMART_ATTRIBUTE_PRESETS, SMART_RAW_FORMATS, type SmartField, type SmartRawFormat } from './smart-raw-converter.js';
import { smartRawConverterState } from './state.js';

/** S.M.A.R.T. raw value decoder: the UI. */
export default function SmartRawConverterTool() {
  const { t } = useLingui();
  const [{ raw, preset, format }, update] = useToolState(smartRawConverterState);
  const chosen = SMART_ATTRIBUTE_PRESETS.find((p) => p.id === preset);
  const used = (chosen?.format ?? format) as SmartRawFormat;
  const result = useMemo(() => (raw.trim() === '' ? null : attempt(() => decodeSmartRaw(parseSmartRaw(raw), used))), [raw, used]);
  const decoded = result?.value;
  const presetOptions = [
    ...SMART_ATTRIBUTE_PRESETS.map((p) => ({ value: p.id, label: `${p.attribute} ${p.name} — ${p.format}${p.vendor ? ` (${p.vendor})` : ''}` })),
    { value: 'custom', label: t`Other attribute: choose the format` },
  ];
  const columns: TableColumn<SmartField>[] = [
    { key: 'label', header: t`Field` },
    { key: 'value', header: t`Value`, render: (f) => <output aria-label={f.label}>{f.value}</output> },
    { key: 'bits', header: t`Bits` },
  ];
  const errors = decoded?.fields.find((f) => f.id === 'errors')?.value;
  const operations = decoded?.fields.find((f) => f.id === 'operations')?.value;

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`Raw value`}
            value={raw}
            onChange={(raw) => update({ raw })}
            error={result?.error}
            placeholder="0xFE45E3"
            hint={t`Decimal (16664035) or hexadecimal with 0x (0x000000FE45E3), as smartctl prints it (-v ID,hex48 for hexadecimal).`}
            monospace
            autoComplete="off"
            spellCheck={false}
          />
          <Select label={t`Attribute`} options={presetOptions} value={preset} onChange={(preset) => update({ preset })} />
          {preset === 'custom' && <Select label={t`Raw format (smartctl -v)`} options={SMART_RAW_FORMATS} value={format} onChange={(format) => update({ format })} />}
        </Stack>
      </Card>
      <Card title={t`Decoded`}>
        <Stack>
          <TextCopyable label={t`smartctl shows`} value={decoded?.smartctl ?? ''} showLabel reserve={20} />
          {errors !== undefined && operations !== undefined && <p>{t`${errors} errors in ${operations} operations.`}</p>}
          <Table caption={t`Fields of the raw value`} columns={columns} rows={decoded?.fields ?? []} getRowKey={(f) => f.id} rowHeader="label" emptyMessage={t`Enter a raw value.`} />
          <TextCopyable label={t`Bytes 5 to 0`} value={decoded ? decoded.bytes.join(' ') : ''} showLabel reserve={17} />
          <TextCopyable label={t`Hexadecimal`} value={decoded?.hex ?? ''} showLabel reserve={14} />
          <TextCopyable label={t`Decimal`} value={decoded?.decimal ?? ''} showLabel reserve={15} />
        </Stack>
      </Card>
    </Stack>
  );
}
