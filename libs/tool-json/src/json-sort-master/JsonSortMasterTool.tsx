import { runWorkerJob } from '@handy-tools/compute';
import { Alert, ButtonsSelect, Card, Checkbox, DocumentInput, DocumentJobStatus, LargeTextOutput, type OpenedDocument, Select, Stack, TextInput, useDocumentResult, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { JsonIndent } from '../json-prettify/json-prettify.js';
import styles from '../shared/JsonTool.module.css';
import { sortJson, type ArraySort, type SortedJson, type SortJsonOptions, type SortOrder } from './json-sort-master.js';
import type { JsonSortMasterWorkerApi } from './json-sort-master.worker.js';
import { jsonSortMasterState } from './state.js';

const INDENTS: readonly JsonIndent[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 'tab'];

const compute = (text: string, options: SortJsonOptions) => sortJson(text, options);
const inWorker = (text: string, options: SortJsonOptions, signal: AbortSignal) =>
  runWorkerJob<JsonSortMasterWorkerApi, SortedJson>(
    () => new Worker(new URL('./json-sort-master.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-json-sort-master' }),
    (api) => api.sortJson(text, options),
    signal,
  );

/** JSON sort master: the UI. */
export default function JsonSortMasterTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(jsonSortMasterState);
  const [document, setDocument] = useState<OpenedDocument | null>(null);
  const indent = state.indent as JsonIndent;
  const order = state.order as SortOrder;
  const arrays = state.arrays as ArraySort;
  const { natural, arrayKey } = state;
  const options = useMemo<SortJsonOptions>(() => ({ order, natural, arrays, arrayKey, indent }), [order, natural, arrays, arrayKey, indent]);
  const result = useDocumentResult(document?.text ?? state.input, options, compute, inWorker);
  const keyMissing = arrays === 'key' && arrayKey === '';
  const indentOptions = INDENTS.map((value) => ({
    value: String(value),
    label: value === 'tab' ? t`Tab` : value === 0 ? t`None (one line)` : value === 1 ? t`1 space` : t`${value} spaces`,
  }));

  return (
    <Stack>
      <Card>
        <div className={styles.options}>
          <ButtonsSelect
            label={t`Order`}
            options={[
              { value: 'asc', label: t`Ascending (A→Z)` },
              { value: 'desc', label: t`Descending (Z→A)` },
            ]}
            value={order}
            onChange={(order) => update({ order })}
          />
          <Checkbox label={t`Natural order (item2 before item10)`} checked={natural} onChange={(natural) => update({ natural })} />
          <div className={styles.indent}>
            <Select label={t`Indent`} options={indentOptions} value={String(indent)} onChange={(v) => update({ indent: v === 'tab' ? 'tab' : Number(v) })} />
          </div>
        </div>
        <div className={styles.options}>
          <div className={styles.name}>
            <Select
              label={t`Arrays`}
              options={[
                { value: 'keep', label: t`Keep their order` },
                { value: 'values', label: t`Sort by value` },
                { value: 'key', label: t`Sort objects by a key` },
              ]}
              value={arrays}
              onChange={(arrays) => update({ arrays })}
            />
          </div>
          {arrays === 'key' && (
            <div className={styles.name}>
              <TextInput
                label={t`Array sort key`}
                value={arrayKey}
                onChange={(arrayKey) => update({ arrayKey })}
                error={keyMissing ? t`Enter the key whose values order arrays of objects.` : null}
                monospace
                spellCheck={false}
              />
            </div>
          )}
        </div>
      </Card>
      <div className={styles.panes}>
        <DocumentInput
          label={t`Input JSON`}
          value={state.input}
          onChange={(input) => update({ input })}
          document={document}
          onDocument={setDocument}
          accept=".json,application/json,text/plain"
          error={keyMissing ? null : result.error}
          placeholder={t`Paste your JSON here…`}
          rows={16}
        />
        <Stack>
          <DocumentJobStatus result={result} label={t`Sorting…`} />
          <LargeTextOutput label={t`Sorted JSON`} value={result.value?.output ?? ''} fileName="sorted.json" mimeType="application/json" rows={16} />
        </Stack>
      </div>
      {result.value && result.value.warnings.length > 0 && (
        <Alert type="warning" title={t`Check the output`}>
          <ul className={styles.warnings}>
            {result.value.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Stack>
  );
}
