import { Checkbox, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FormatsToolView, type FormatsJobSpec } from '../shared/FormatsToolView.js';
import { jsonToTomlState } from './state.js';

/** JSON to TOML: the UI. */
export default function JsonToTomlTool() {
  const { t } = useLingui();
  const [{ input, dates }, update] = useToolState(jsonToTomlState);
  const spec = useMemo<FormatsJobSpec>(() => ({ kind: 'convert', from: 'json', to: 'toml', options: { tomlDates: dates } }), [dates]);
  return (
    <FormatsToolView
      options={
        <>
          <Checkbox label={t`Write ISO 8601 date strings as TOML dates`} checked={dates} onChange={(dates) => update({ dates })} />
        </>
      }
      inputLabel={t`JSON input`}
      outputLabel={t`TOML output`}
      input={input}
      onInput={(input) => update({ input })}
      spec={spec}
      accept=".json,.json5,application/json"
      fileName="data.toml"
      mimeType="application/toml"
      placeholder={t`Paste JSON here…`}
      inputHint={t`JSON, or JSON5 (comments, trailing commas, unquoted keys).`}
      outputHint={t`TOML has no null and needs a table at the top level.`}
    />
  );
}
