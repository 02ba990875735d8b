import { Checkbox, Select, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FormatsToolView, type FormatsJobSpec } from '../shared/FormatsToolView.js';
import { IndentSelect } from '../shared/IndentSelect.js';
import { csvToJsonState } from './state.js';

/** CSV to JSON: the UI. */
export default function CsvToJsonTool() {
  const { t } = useLingui();
  const [{ input, delimiter, header, unflatten, typed, indent }, update] = useToolState(csvToJsonState);
  const spec = useMemo<FormatsJobSpec>(
    () => ({ kind: 'csv-to-json', options: { delimiter, header, unflatten, typed, indent } }),
    [delimiter, header, unflatten, typed, indent],
  );
  const delimiters = [
    { value: 'auto', label: t`Detect` },
    { value: 'comma', label: t`Comma (,)` },
    { value: 'semicolon', label: t`Semicolon (;)` },
    { value: 'tab', label: t`Tab` },
    { value: 'pipe', label: t`Pipe (|)` },
  ] as const;
  return (
    <FormatsToolView
      options={
        <>
          <Select label={t`Delimiter`} options={delimiters} value={delimiter} onChange={(delimiter) => update({ delimiter })} />
          <IndentSelect value={indent} onChange={(indent) => update({ indent })} min={0} />
          <Checkbox label={t`First row is the header`} checked={header} onChange={(header) => update({ header })} />
          <Checkbox label={t`Nest dotted columns (a.b, a[0])`} checked={unflatten} onChange={(unflatten) => update({ unflatten })} />
          <Checkbox label={t`Numbers and booleans as values`} checked={typed} onChange={(typed) => update({ typed })} />
        </>
      }
      inputLabel={t`CSV input`}
      outputLabel={t`JSON output`}
      input={input}
      onInput={(input) => update({ input })}
      spec={spec}
      accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
      fileName="data.json"
      mimeType="application/json"
      placeholder={t`Paste CSV here, e.g. name,age then Ada,36`}
      inputHint={t`Comma, semicolon, tab or pipe separated; quoted fields may hold delimiters and line breaks.`}
      outputHint={t`Without "Numbers and booleans as values", every field is a string.`}
    />
  );
}
