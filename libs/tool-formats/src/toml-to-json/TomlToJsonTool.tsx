import { useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FormatsToolView, type FormatsJobSpec } from '../shared/FormatsToolView.js';
import { IndentSelect } from '../shared/IndentSelect.js';
import { tomlToJsonState } from './state.js';

/** TOML to JSON: the UI. */
export default function TomlToJsonTool() {
  const { t } = useLingui();
  const [{ input, indent }, update] = useToolState(tomlToJsonState);
  const spec = useMemo<FormatsJobSpec>(() => ({ kind: 'convert', from: 'toml', to: 'json', options: { indent } }), [indent]);
  return (
    <FormatsToolView
      options={
        <>
          <IndentSelect value={indent} onChange={(indent) => update({ indent })} min={0} />
        </>
      }
      inputLabel={t`TOML input`}
      outputLabel={t`JSON output`}
      input={input}
      onInput={(input) => update({ input })}
      spec={spec}
      accept=".toml,application/toml"
      fileName="data.json"
      mimeType="application/json"
      placeholder={t`Paste TOML here…`}
      inputHint={t`TOML 1.0.`}
      outputHint={t`TOML dates and times are written as ISO 8601 strings.`}
    />
  );
}
