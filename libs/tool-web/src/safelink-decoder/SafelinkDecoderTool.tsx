import { attempt, Card, CopyButton, Stack, Table, TextInput, useToolState, type TableColumn } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo } from 'react';
import styles from '../shared/tables.module.css';
import { decodeSafeLinks, KNOWN_WRAPPERS, type DecodedLink } from './safelink-decoder.js';
import { safelinkDecoderState } from './state.js';

/** Safe Links decoder: a text with wrapped links (Outlook Safe Links, Proofpoint…) → the original URLs. */
export default function SafelinkDecoderTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(safelinkDecoderState);
  const text = useDeferredValue(input);
  const result = useMemo(() => attempt(() => decodeSafeLinks(text)), [text]);
  const value = result.value;
  const total = value?.links.length ?? 0;
  const decoded = value?.decoded ?? 0;
  const wrappers = KNOWN_WRAPPERS.join(', ');

  const columns: TableColumn<DecodedLink & { index: number }>[] = [
    { key: 'line', header: t`Line` },
    {
      key: 'wrappers',
      header: t`Wrapper`,
      render: (l) => (l.problem ? `${l.wrappers.join(' → ')} ${l.problem}`.trim() : l.wrappers.length > 0 ? l.wrappers.join(' → ') : t`Not wrapped`),
    },
    {
      key: 'url',
      header: t`Original URL`,
      render: (l) => (
        <div className={styles.value}>
          <output aria-label={t`Original URL ${l.index + 1}`}>{l.url}</output>
          <CopyButton value={l.url} label={t`Copy original URL ${l.index + 1}`} />
        </div>
      ),
    },
  ];

  return (
    <Stack>
      <Card>
        <TextInput
          label={t`Links to decode`}
          value={input}
          onChange={(input) => update({ input })}
          error={result.error}
          multiline
          rows={6}
          monospace
          spellCheck={false}
          placeholder="https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Fexample.com%2F&data=…"
          hint={t`One or many links, alone or in a pasted e-mail. Known wrappers: ${wrappers}. Decoded in your browser: the links are not opened.`}
        />
      </Card>
      <Card title={t`Decoded`}>
        <Stack>
          <output aria-live="polite" aria-label={t`Summary`}>
            {total === 0 ? '\u00a0' : decoded === 0 ? t`None of the ${total} links is wrapped by a known service.` : t`${decoded} of ${total} links decoded.`}
          </output>
          <TextInput label={t`Decoded text`} value={value?.text ?? ''} readOnly multiline rows={6} monospace copyable />
        </Stack>
      </Card>
      {total > 0 && value && <Table caption={t`Links found`} dense columns={columns} rows={value.links.map((l, index) => ({ ...l, index }))} getRowKey={(l) => l.index} />}
    </Stack>
  );
}
