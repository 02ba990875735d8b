import { Checkbox, Select, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FormatsToolView, type FormatsJobSpec } from '../shared/FormatsToolView.js';
import { jsonToCsvState } from './state.js';

/** JSON to CSV: the UI. */
export default function JsonToCsvTool() {
  const { t } = useLingui();
  const [{ input, delimiter, header, crlf, arrays, nulls }, update] = useToolState(jsonToCsvState);
  const spec = useMemo<FormatsJobSpec>(() => ({ kind: 'json-to-csv', options: { delimiter, header, crlf, arrays, nulls } }), [delimiter, header, crlf, arrays, nulls]);
  const delimiters = [
    { value: 'comma', label: t`Comma (,)` },
    { value: 'semicolon', label: t`Semicolon (;)` },
    { value: 'tab', label: t`Tab` },
    { value: 'pipe', label: t`Pipe (|)` },
  ] as const;
  const arrayModes = [
    { value: 'index', label: t`One column per item (tags[0])` },
    { value: 'json', label: t`One column of JSON text` },
  ] as const;
  const nullModes = [
    { value: 'empty', label: t`Empty field` },
    { value: 'text', label: t`The text null` },
  ] as const;
  return (
    <FormatsToolView
      options={
        <>
          <Select label={t`Delimiter`} options={delimiters} value={delimiter} onChange={(delimiter) => update({ delimiter })} />
          <Select label={t`Arrays`} options={arrayModes} value={arrays} onChange={(arrays) => update({ arrays })} />
          <Select label={t`null values`} options={nullModes} value={nulls} onChange={(nulls) => update({ nulls })} />
          <Checkbox label={t`Header row`} checked={header} onChange={(header) => update({ header })} />
          <Checkbox label={t`CRLF line breaks (RFC 4180)`} checked={crlf} onChange={(crlf) => update({ crlf })} />
        </>
      }
      inputLabel={t`JSON input`}
      outputLabel={t`CSV output`}
      input={input}
      onInput={(input) => update({ input })}
      spec={spec}
      accept=".json,.json5,application/json"
      fileName={delimiter === 'tab' ? 'data.tsv' : 'data.csv'}
      mimeType={delimiter === 'tab' ? 'text/tab-separated-values' : 'text/csv'}
      placeholder={t`Paste a JSON array here, e.g. [{"name": "Ada", "age": 36}]`}
      inputHint={t`An array of objects (nested keys become dotted columns) or of arrays (one record each), or one object (one record).`}
      outputHint={t`Fields with the delimiter, quotes or line breaks are quoted (RFC 4180).`}
    />
  );
}
