import { attempt, ButtonsSelect, CopyButton, Stack, Card, Table, TextInput, useToolState, type TableColumn } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { convertIntegerList, type IntegerBase, type IntegerIpEntry } from './integers-to-ip.js';
import { integersToIpState } from './state.js';
import styles from './IntegersToIpTool.module.css';

/** Rows rendered at once; the copy buttons copy every entry. */
const SHOWN_MAX = 500;

/** Integer to IP address: the UI. */
export default function IntegersToIpTool() {
  const { t } = useLingui();
  const [{ input, base }, update] = useToolState(integersToIpState);
  const list = useMemo(() => {
    const result = attempt(() => convertIntegerList(input, base));
    return { entries: result.value ?? [], error: result.error };
  }, [input, base]);
  const firstError = list.error ?? list.entries.find((e) => e.error !== undefined);
  const fieldError =
    typeof firstError === 'string' ? firstError : firstError ? t`Line ${firstError.line}, column ${firstError.column}: ${firstError.error}` : undefined;

  const column = (pick: (entry: IntegerIpEntry) => string | null | undefined) =>
    list.entries.map((entry) => (entry.result ? (pick(entry) ?? '') : '')).join('\n');
  const cell = (text: string | null | undefined, name: string) =>
    text == null ? <span className={styles.none}>—</span> : <output aria-label={name}>{text}</output>;

  const columns: TableColumn<IntegerIpEntry>[] = [
    { key: 'input', header: t`Entry`, className: styles.mono },
    {
      key: 'ipv4',
      header: t`IPv4`,
      className: styles.mono,
      render: (e) => (e.error ? <span className={styles.error}>{e.error}</span> : cell(e.result!.ipv4, t`IPv4 of ${e.input}`)),
    },
    { key: 'ipv6', header: t`IPv6`, className: styles.mono, render: (e) => cell(e.result?.ipv6, t`IPv6 of ${e.input}`) },
    { key: 'decimal', header: t`Decimal`, className: styles.mono, render: (e) => cell(e.result?.decimal, t`Decimal of ${e.input}`) },
    { key: 'hex', header: t`Hexadecimal`, className: styles.mono, render: (e) => cell(e.result?.hex, t`Hexadecimal of ${e.input}`) },
  ];
  const count = list.entries.length;
  const shown = list.entries.slice(0, SHOWN_MAX);

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`Integers or IP addresses`}
            value={input}
            onChange={(value) => update({ input: value })}
            error={fieldError}
            placeholder="3232235777"
            hint={t`One or several per line, separated by spaces or commas. Integers up to 128 bits, in decimal or with 0x, 0b or 0o; addresses convert back to integers.`}
            multiline
            rows={4}
            monospace
            spellCheck={false}
            autoComplete="off"
          />
          <ButtonsSelect
            label={t`Base of integers without a prefix`}
            value={String(base)}
            onChange={(value) => update({ base: Number(value) as IntegerBase })}
            options={[
              { value: '2', label: t`Binary` },
              { value: '8', label: t`Octal` },
              { value: '10', label: t`Decimal` },
              { value: '16', label: t`Hexadecimal` },
            ]}
          />
        </Stack>
      </Card>
      {count > 0 && (
        <Card>
          <Stack>
            <div className={styles.actions}>
              <CopyButton value={column((e) => e.result?.ipv4)} label={t`Copy the IPv4 addresses`} showLabel />
              <CopyButton value={column((e) => e.result?.ipv6)} label={t`Copy the IPv6 addresses`} showLabel />
              <CopyButton value={column((e) => e.result?.decimal)} label={t`Copy the decimal integers`} showLabel />
              <CopyButton value={column((e) => e.result?.hex)} label={t`Copy the hexadecimal integers`} showLabel />
            </div>
            <Table caption={t`Conversions`} columns={columns} rows={shown} getRowKey={(e) => `${e.line}:${e.column}`} rowHeader="input" dense />
            {count > SHOWN_MAX && <p className={styles.none}>{t`The first ${SHOWN_MAX} of ${count} entries are shown; the copy buttons copy them all.`}</p>}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
