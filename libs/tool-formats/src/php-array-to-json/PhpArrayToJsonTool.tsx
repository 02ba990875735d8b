import { runWorkerJob } from '@handy-tools/compute';
import { Checkbox, DocumentTool, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Converted } from '../shared/convert.js';
import { IndentSelect } from '../shared/IndentSelect.js';
import { phpArrayToJson, type PhpArrayToJsonOptions } from './php-array-to-json.js';
import type { PhpArrayToJsonWorkerApi } from './php-array-to-json.worker.js';
import { phpArrayToJsonState } from './state.js';

const compute = (text: string, options: PhpArrayToJsonOptions) => phpArrayToJson(text, options);
const inWorker = (text: string, options: PhpArrayToJsonOptions, signal: AbortSignal) =>
  runWorkerJob<PhpArrayToJsonWorkerApi, Converted>(
    () => new Worker(new URL('./php-array-to-json.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-php-array-to-json' }),
    (api) => api.phpArrayToJson(text, options),
    signal,
  );

/**
 * PHP array to JSON: the UI. Like the family's FormatsToolView, but with its own worker, so
 * php-parser is loaded by this tool only (not by every tool of the family).
 */
export default function PhpArrayToJsonTool() {
  const { t } = useLingui();
  const [{ input, indent, zeroFraction }, update] = useToolState(phpArrayToJsonState);
  const options = useMemo<PhpArrayToJsonOptions>(() => ({ indent, preserveZeroFraction: zeroFraction }), [indent, zeroFraction]);
  return (
    <DocumentTool
      options={
        <>
          <IndentSelect value={indent} onChange={(indent) => update({ indent })} min={0} />
          <Checkbox label={t`Keep .0 on whole floats (1.0)`} checked={zeroFraction} onChange={(zeroFraction) => update({ zeroFraction })} />
        </>
      }
      inputLabel={t`PHP input`}
      outputLabel={t`JSON output`}
      input={input}
      onInput={(input) => update({ input })}
      params={options}
      compute={compute}
      computeInWorker={inWorker}
      accept=".php,text/x-php,application/x-php,text/plain"
      fileName="data.json"
      mimeType="application/json"
      placeholder={t`Paste a PHP array here…`}
      inputHint={t`[…] or array(…), optionally in <?php return …; or $name = …;. Nothing is executed: only literal values are read.`}
      outputHint={t`Arrays with keys 0…n-1 in order become JSON arrays, others objects (as json_encode does).`}
      rows={18}
    />
  );
}
