import { attempt, ButtonsSelect, Card, Checkbox, CopyButton, Select, Stack, Table, TextInput, useToolState, type TableColumn } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import { convertFloat, exactDecimalString, floatScientific, type FloatConversion, type FloatFormat } from './floating-point-converter.js';
import { floatingPointConverterState } from './state.js';
import styles from './FloatingPointConverterTool.module.css';

interface Row {
  key: string;
  label: string;
  value: string;
  shown?: ReactNode;
}

/** The formats shown: binary32 and binary64, and binary16 when asked. */
function formatsShown(half: boolean): FloatFormat[] {
  return half ? ['binary16', 'binary32', 'binary64'] : ['binary32', 'binary64'];
}

/** IEEE 754 floating-point converter: the UI. */
export default function FloatingPointConverterTool() {
  const { t } = useLingui();
  const [{ input, kind, bitsFormat, half }, update] = useToolState(floatingPointConverterState);
  const formats = formatsShown(half);
  const result = useMemo(() => (input.trim() === '' ? null : attempt(() => convertFloat(input, kind, bitsFormat, formatsShown(half)))), [input, kind, bitsFormat, half]);
  const names: Record<FloatFormat, string> = {
    binary16: t`binary16 (half precision)`,
    binary32: t`binary32 (single precision, float)`,
    binary64: t`binary64 (double precision, double)`,
  };
  const classes: Record<FloatConversion['class'], string> = {
    zero: t`Zero`,
    subnormal: t`Subnormal`,
    normal: t`Normal`,
    infinity: t`Infinity`,
    'quiet-nan': t`Quiet NaN`,
    'signaling-nan': t`Signaling NaN`,
  };
  const placeholder = kind === 'decimal' ? '0.1, -2.5e-3, Infinity, NaN' : kind === 'hex' ? '0x3DCCCCCD' : '0 01111011 10011001100110011001101';

  const rowsOf = (r: FloatConversion): Row[] => {
    const rows: Row[] = [
      { key: 'class', label: t`Kind`, value: classes[r.class] },
      { key: 'sign', label: t`Sign`, value: `${r.binary.sign} (${r.negative ? '−' : '+'})` },
      { key: 'exponent-bits', label: t`Exponent bits`, value: r.binary.exponent },
      { key: 'biased', label: t`Exponent (biased)`, value: String(r.biasedExponent) },
      { key: 'unbiased', label: t`Exponent (unbiased)`, value: r.exponent === null ? '—' : String(r.exponent) },
      { key: 'fraction', label: t`Mantissa bits`, value: r.binary.fraction },
      { key: 'significand', label: t`Significand`, value: r.significand ?? '—' },
      { key: 'hex', label: t`Hexadecimal`, value: r.hex },
      {
        key: 'binary',
        label: t`Binary`,
        value: `${r.binary.sign} ${r.binary.exponent} ${r.binary.fraction}`,
        shown: (
          <>
            <span className={styles.sign}>{r.binary.sign}</span> <span className={styles.exponent}>{r.binary.exponent}</span> <span className={styles.fraction}>{r.binary.fraction}</span>
          </>
        ),
      },
      { key: 'exact', label: t`Exact stored value`, value: r.exact },
    ];
    if (r.payload !== null) rows.push({ key: 'payload', label: t`NaN payload`, value: r.payload });
    if (r.error) {
      const exact = exactDecimalString(r.error);
      rows.push({ key: 'error', label: t`Rounding error (stored − typed)`, value: exact, shown: r.error.kind === 'finite' && r.error.num === 0n ? t`0 (stored exactly)` : `${exact} ≈ ${floatScientific(r.error)}` });
    }
    return rows;
  };

  return (
    <Stack>
      <Card>
        <Stack>
          <ButtonsSelect
            label={t`Input`}
            options={[
              { value: 'decimal', label: t`Decimal number` },
              { value: 'hex', label: t`Hexadecimal bits` },
              { value: 'binary', label: t`Binary bits` },
            ]}
            value={kind}
            onChange={(kind) => update({ kind })}
          />
          <TextInput label={t`Value`} value={input} onChange={(input) => update({ input })} error={result?.error} placeholder={placeholder} monospace autoComplete="off" spellCheck={false} />
          {kind !== 'decimal' && <Select label={t`Format of the bits`} options={['binary16', 'binary32', 'binary64']} value={bitsFormat} onChange={(bitsFormat) => update({ bitsFormat })} />}
          <Checkbox label={t`Show binary16 (half precision) too`} checked={half} onChange={(half) => update({ half })} />
        </Stack>
      </Card>
      <div className={styles.cards}>
        {formats.map((format) => {
          const r = result?.value?.results.find((x) => x.format === format);
          const columns: TableColumn<Row>[] = [
            { key: 'label', header: t`Field` },
            {
              key: 'value',
              header: t`Value`,
              render: (row) => (
                <div className={styles.value}>
                  <output aria-label={`${format} ${row.label}`}>{row.shown ?? row.value}</output>
                  <CopyButton value={row.value} label={t`Copy ${row.label}`} />
                </div>
              ),
            },
          ];
          return (
            <Card key={format} title={names[format]}>
              <Table caption={names[format]} hideCaption columns={columns} rows={r ? rowsOf(r) : []} getRowKey={(row) => row.key} rowHeader="label" dense emptyMessage={t`Enter a value.`} />
            </Card>
          );
        })}
      </div>
    </Stack>
  );
}
