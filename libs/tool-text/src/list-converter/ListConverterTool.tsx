import { runWorkerJob } from '@handy-tools/compute';
import { Card, Checkbox, DocumentJobStatus, LargeTextOutput, Row, Select, Stack, TextInput, useJobResult, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ListSeparator } from '../shared/list-items.js';
import { convertList, type ConvertedList, type ListCase, type ListConverterOptions, type ListQuote, type ListSort, type QuoteEscape } from './list-converter.js';
import type { ListConverterWorkerApi } from './list-converter.worker.js';
import { listConverterState } from './state.js';

/** Lists from this many characters on are converted in a Web Worker (sorting 200,000 characters of short items takes tens of ms). */
const WORKER_CHARS = 200_000;

interface Request {
  text: string;
  options: ListConverterOptions;
}

const inWorker = (r: Request, signal: AbortSignal): Promise<ConvertedList> =>
  runWorkerJob<ListConverterWorkerApi, ConvertedList>(
    () => new Worker(new URL('./list-converter.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-list-converter' }),
    (api) => api.convertList(r.text, r.options),
    signal,
  );
const compute = (r: Request) => convertList(r.text, r.options);
const isLarge = (r: Request) => r.text.length >= WORKER_CHARS;

/** List converter: the UI. */
export default function ListConverterTool() {
  const { t, i18n } = useLingui();
  const [state, update] = useToolState(listConverterState);
  const { input, ...options } = state;
  const optionsKey = JSON.stringify(options);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the options by value
  const request = useMemo<Request>(() => ({ text: input, options }), [input, optionsKey]);
  const job = useJobResult(request, isLarge, compute, inWorker);

  const separators: { value: ListSeparator; label: string }[] = [
    { value: 'newline', label: t`New line` },
    { value: 'comma', label: t`Comma` },
    { value: 'semicolon', label: t`Semicolon` },
    { value: 'tab', label: t`Tab` },
    { value: 'space', label: t`Space` },
    { value: 'custom', label: t`Custom` },
  ];
  const escapeHint = t`\\n is a line break, \\t a tab.`;
  const result = job.value;
  // The logic's messages start with the field's name: each is shown under its field.
  const errorFor = (field: string) => (job.error?.startsWith(field) ? job.error : null);
  const fieldError = ['Keep items matching', 'Drop items matching', 'Remove prefix', 'Remove suffix', 'Separator', 'Language'].some((f) => errorFor(f) !== null);

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput label={t`Your list`} value={input} onChange={(input) => update({ input })} multiline rows={8} placeholder={t`One item per line…`} />
          <Row>
            <Select<ListSeparator> label={t`Input separator`} options={separators} value={state.inputSeparator} onChange={(inputSeparator) => update({ inputSeparator })} />
            {state.inputSeparator === 'custom' && <TextInput label={t`Custom input separator`} value={state.inputCustom} onChange={(inputCustom) => update({ inputCustom })} hint={escapeHint} error={errorFor('Separator')} />}
            <Select<ListSeparator> label={t`Output separator`} options={separators.map((s) => (s.value === 'comma' ? { ...s, label: t`Comma and space` } : s))} value={state.outputSeparator} onChange={(outputSeparator) => update({ outputSeparator })} />
            {state.outputSeparator === 'custom' && <TextInput label={t`Custom output separator`} value={state.outputCustom} onChange={(outputCustom) => update({ outputCustom })} hint={escapeHint} />}
          </Row>
          <Row>
            <Checkbox label={t`Trim items`} checked={state.trim} onChange={(trim) => update({ trim })} />
            <Checkbox label={t`Drop empty items`} checked={state.dropEmpty} onChange={(dropEmpty) => update({ dropEmpty })} />
            <Checkbox label={t`Remove duplicates`} checked={state.dedupe} onChange={(dedupe) => update({ dedupe })} />
            <Checkbox label={t`Case-sensitive`} checked={state.caseSensitive} onChange={(caseSensitive) => update({ caseSensitive })} />
            <Checkbox label={t`Line break after each separator`} checked={state.lineBreakAfterSeparator} onChange={(lineBreakAfterSeparator) => update({ lineBreakAfterSeparator })} />
          </Row>
          <Row>
            <Select<ListSort>
              label={t`Sort`}
              value={state.sort}
              onChange={(sort) => update({ sort })}
              options={[
                { value: 'none', label: t`Keep order` },
                { value: 'natural', label: t`Natural (2 before 10)` },
                { value: 'alphabetical', label: t`Alphabetical` },
                { value: 'codepoint', label: t`By code point (binary)` },
              ]}
            />
            <Checkbox label={t`Descending`} checked={state.descending} onChange={(descending) => update({ descending })} />
            <Checkbox label={t`Reverse order`} checked={state.reverse} onChange={(reverse) => update({ reverse })} />
            <Select<ListCase>
              label={t`Case`}
              value={state.letterCase}
              onChange={(letterCase) => update({ letterCase })}
              options={[
                { value: 'none', label: t`Unchanged` },
                { value: 'lower', label: t`lowercase` },
                { value: 'upper', label: t`UPPERCASE` },
              ]}
            />
          </Row>
          <Row>
            <Select<ListQuote>
              label={t`Quotes`}
              value={state.quote}
              onChange={(quote) => update({ quote })}
              options={[
                { value: 'none', label: t`None` },
                { value: 'double', label: '"…"' },
                { value: 'single', label: "'…'" },
                { value: 'backtick', label: '`…`' },
              ]}
            />
            <Select<QuoteEscape>
              label={t`Inner quotes`}
              value={state.quoteEscape}
              onChange={(quoteEscape) => update({ quoteEscape })}
              options={[
                { value: 'backslash', label: t`Backslash (JSON, JavaScript)` },
                { value: 'double', label: t`Doubled (SQL, CSV)` },
              ]}
            />
            <TextInput label={t`Item prefix`} value={state.itemPrefix} onChange={(itemPrefix) => update({ itemPrefix })} />
            <TextInput label={t`Item suffix`} value={state.itemSuffix} onChange={(itemSuffix) => update({ itemSuffix })} />
            <TextInput label={t`List prefix`} value={state.listPrefix} onChange={(listPrefix) => update({ listPrefix })} />
            <TextInput label={t`List suffix`} value={state.listSuffix} onChange={(listSuffix) => update({ listSuffix })} />
          </Row>
          <Row>
            <TextInput label={t`Keep items matching`} value={state.keepMatching} onChange={(keepMatching) => update({ keepMatching })} error={errorFor('Keep items matching')} monospace placeholder={t`Regular expression`} />
            <TextInput label={t`Drop items matching`} value={state.dropMatching} onChange={(dropMatching) => update({ dropMatching })} error={errorFor('Drop items matching')} monospace placeholder={t`Regular expression`} />
            <TextInput label={t`Remove prefix`} value={state.removePrefix} onChange={(removePrefix) => update({ removePrefix })} error={errorFor('Remove prefix')} monospace placeholder={t`Regular expression`} />
            <TextInput label={t`Remove suffix`} value={state.removeSuffix} onChange={(removeSuffix) => update({ removeSuffix })} error={errorFor('Remove suffix')} monospace placeholder={t`Regular expression`} />
          </Row>
        </Stack>
      </Card>
      <Card>
        <Stack>
          <DocumentJobStatus result={job} label={t`Converting the list…`} />
          <LargeTextOutput
            label={t`Converted list`}
            value={result?.text ?? ''}
            fileName="list.txt"
            rows={8}
            hint={(!fieldError && job.error) || (result ? t`${i18n.number(result.inputItems)} items read, ${i18n.number(result.outputItems)} written.` : ' ')}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
