import { attempt, Card, Checkbox, Select, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { Fragment, useMemo } from 'react';
import { defaultDigitGroupSize, formatIntegerInBase, parseIntegerInBase } from './base-converter.js';
import { baseConverterState } from './state.js';
import styles from './BaseConverterTool.module.css';

const BASES = Array.from({ length: 63 }, (_, i) => String(i + 2));

/** Integer base converter: the UI. */
export default function BaseConverterTool() {
  const { t } = useLingui();
  const [s, update] = useToolState(baseConverterState);
  const parsed = useMemo(
    () => (s.input.trim() === '' ? null : attempt(() => parseIntegerInBase(s.input, s.base, { alphabet: s.alphabet, prefixes: s.prefixes }))),
    [s.input, s.base, s.alphabet, s.prefixes],
  );
  const value = parsed?.value;
  const write = (base: number) =>
    value ? formatIntegerInBase(value.value, base, { alphabet: s.alphabet, uppercase: s.uppercase, prefix: s.showPrefix, group: s.group ? defaultDigitGroupSize(base) : 0 }) : '';
  const outputs: [string, number][] = [
    [t`Binary (2)`, 2],
    [t`Octal (8)`, 8],
    [t`Decimal (10)`, 10],
    [t`Hexadecimal (16)`, 16],
    [t`Base 36`, 36],
    [t`Base 64`, 64],
  ];
  const customBase = s.customBase;

  return (
    <Stack>
      <Card>
        <Stack>
          <div className={styles.row}>
            <TextInput
              label={t`Number`}
              value={s.input}
              onChange={(input) => update({ input })}
              error={parsed?.error}
              hint={value?.prefix ? t`The prefix ${value.prefix} sets base ${value.base}.` : t`Any size; a leading minus for negatives; 0x, 0o and 0b prefixes set the base.`}
              monospace
              autoComplete="off"
              spellCheck={false}
            />
            <Select label={t`Input base`} options={BASES} value={String(s.base)} onChange={(b) => update({ base: Number(b) })} />
          </div>
          <div className={styles.options}>
            <Select
              label={t`Digits`}
              options={[
                { value: 'default', label: t`0–9, a–z, A–Z, +, /` },
                { value: 'rfc4648', label: t`Base64 order: A–Z, a–z, 0–9, +, / (RFC 4648)` },
              ]}
              value={s.alphabet}
              onChange={(alphabet) => update({ alphabet })}
            />
            <Checkbox label={t`Read 0x, 0o, 0b prefixes`} checked={s.prefixes} onChange={(prefixes) => update({ prefixes })} />
            <Checkbox label={t`Write prefixes`} checked={s.showPrefix} onChange={(showPrefix) => update({ showPrefix })} />
            <Checkbox label={t`Upper-case letters`} checked={s.uppercase} onChange={(uppercase) => update({ uppercase })} />
            <Checkbox label={t`Group digits`} checked={s.group} onChange={(group) => update({ group })} />
          </div>
        </Stack>
      </Card>
      <Card title={t`Converted`}>
        <div className={styles.outputs}>
          {outputs.map(([label, base]) => (
            <Fragment key={base}>
              <span>{label}</span>
              <TextCopyable label={label} value={write(base)} copyLabel={t`Copy ${label}`} />
            </Fragment>
          ))}
          <Select label={t`Custom base`} options={BASES} value={String(customBase)} onChange={(b) => update({ customBase: Number(b) })} />
          <TextCopyable label={t`Base ${customBase}`} value={write(customBase)} copyLabel={t`Copy base ${customBase}`} />
        </div>
      </Card>
    </Stack>
  );
}
