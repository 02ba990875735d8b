import { runWorkerJob } from '@handy-tools/compute';
import { ButtonsSelect, Checkbox, DocumentTool, IndentSelect, Select, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { JsonIndent } from '../json-prettify/json-prettify.js';
import styles from '../shared/JsonTool.module.css';
import { sortJson, type ArraySort, type SortedJson, type SortJsonOptions, type SortOrder } from './json-sort-master.js';
import type { JsonSortMasterWorkerApi } from './json-sort-master.worker.js';
import { jsonSortMasterState } from './state.js';

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
  const indent = state.indent as JsonIndent;
  const order = state.order as SortOrder;
  const arrays = state.arrays as ArraySort;
  const { natural, arrayKey } = state;
  const options = useMemo<SortJsonOptions>(
    () => ({ order, natural, arrays, arrayKey, indent }),
    [order, natural, arrays, arrayKey, indent],
  );
  const keyMissing = arrays === 'key' && arrayKey === '';

  return (
    <DocumentTool
      noticesTitle={t`Not strict JSON`}
      options={[
        <>
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
            <IndentSelect tab value={indent} onChange={(indent) => update({ indent })} />
          </div>
        </>,
        <>
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
        </>,
      ]}
      optionsInvalid={keyMissing}
      inputLabel={t`Input JSON`}
      outputLabel={t`Sorted JSON`}
      input={state.input}
      onInput={(input) => update({ input })}
      params={options}
      compute={compute}
      computeInWorker={inWorker}
      accept=".json,application/json,text/plain"
      fileName="sorted.json"
      mimeType="application/json"
      busyLabel={t`Sorting…`}
      placeholder={t`Paste your JSON here…`}
      rows={16}
    />
  );
}
