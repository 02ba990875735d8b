import { runWorkerJob } from '@handy-tools/compute';
import { Card, Checkbox, DocumentJobStatus, LargeTextOutput, Row, Select, Stack, TextInput, useJobResult, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ListSeparator } from '../shared/list-items.js';
import { compareLists, type CompareListsOptions, type ListComparison } from './list-comparer.js';
import type { ListComparerWorkerApi } from './list-comparer.worker.js';
import { listComparerState } from './state.js';

/** Lists from this many characters on (both together) are compared in a Web Worker. */
const WORKER_CHARS = 200_000;

interface Request {
  a: string;
  b: string;
  options: CompareListsOptions;
}

const inWorker = (r: Request, signal: AbortSignal): Promise<ListComparison> =>
  runWorkerJob<ListComparerWorkerApi, ListComparison>(
    () => new Worker(new URL('./list-comparer.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-list-comparer' }),
    (api) => api.compareLists(r.a, r.b, r.options),
    signal,
  );
const compute = (r: Request) => compareLists(r.a, r.b, r.options);
const isLarge = (r: Request) => r.a.length + r.b.length >= WORKER_CHARS;

/** List comparer: the UI. */
export default function ListComparerTool() {
  const { t, i18n } = useLingui();
  const [{ listA, listB, separator, custom, ignoreCase, trim, keepDuplicates }, update] = useToolState(listComparerState);
  const request = useMemo<Request>(
    () => ({ a: listA, b: listB, options: { separator, custom, ignoreCase, trim, keepDuplicates } }),
    [listA, listB, separator, custom, ignoreCase, trim, keepDuplicates],
  );
  const job = useJobResult(request, isLarge, compute, inWorker);
  const r = job.value;
  const count = (items: string[] | undefined) => i18n.number(items?.length ?? 0);

  const results: { key: keyof Pick<ListComparison, 'onlyInA' | 'onlyInB' | 'inBoth' | 'union'>; label: string; file: string }[] = [
    { key: 'onlyInA', label: t`Only in list A (${count(r?.onlyInA)})`, file: 'only-in-a.txt' },
    { key: 'onlyInB', label: t`Only in list B (${count(r?.onlyInB)})`, file: 'only-in-b.txt' },
    { key: 'inBoth', label: t`In both lists (${count(r?.inBoth)})`, file: 'in-both.txt' },
    { key: 'union', label: t`Union (${count(r?.union)})`, file: 'union.txt' },
  ];

  return (
    <Stack>
      <Card>
        <Stack>
          <Row>
            <TextInput label={t`List A`} value={listA} onChange={(listA) => update({ listA })} multiline rows={8} placeholder={t`One item per line…`} />
            <TextInput label={t`List B`} value={listB} onChange={(listB) => update({ listB })} multiline rows={8} placeholder={t`One item per line…`} />
          </Row>
          <Row>
            <Select<ListSeparator>
              label={t`Separator`}
              value={separator}
              onChange={(separator) => update({ separator })}
              options={[
                { value: 'newline', label: t`New line` },
                { value: 'comma', label: t`Comma` },
                { value: 'semicolon', label: t`Semicolon` },
                { value: 'tab', label: t`Tab` },
                { value: 'space', label: t`Space` },
                { value: 'custom', label: t`Custom` },
              ]}
            />
            {separator === 'custom' && <TextInput label={t`Custom separator`} value={custom} onChange={(custom) => update({ custom })} hint={t`\\n is a line break, \\t a tab.`} error={job.error} />}
            <Checkbox label={t`Ignore case`} checked={ignoreCase} onChange={(ignoreCase) => update({ ignoreCase })} />
            <Checkbox label={t`Trim white space`} checked={trim} onChange={(trim) => update({ trim })} />
            <Checkbox label={t`Keep duplicates`} checked={keepDuplicates} onChange={(keepDuplicates) => update({ keepDuplicates })} />
          </Row>
          {separator !== 'custom' && job.error && <p role="alert">{job.error}</p>}
        </Stack>
      </Card>
      <Card>
        <Stack>
          <DocumentJobStatus result={job} label={t`Comparing the lists…`} />
          <p>{r ? t`${i18n.number(r.itemsA)} items in A, ${i18n.number(r.itemsB)} in B.` : ' '}</p>
          {results.map(({ key, label, file }) => (
            <LargeTextOutput key={key} label={label} value={r ? r[key].join('\n') : ''} fileName={file} rows={5} />
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
