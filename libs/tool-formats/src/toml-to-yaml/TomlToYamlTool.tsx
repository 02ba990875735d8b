import { useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FormatsToolView, type FormatsJobSpec } from '../shared/FormatsToolView.js';
import { IndentSelect } from '../shared/IndentSelect.js';
import { tomlToYamlState } from './state.js';

/** TOML to YAML: the UI. */
export default function TomlToYamlTool() {
  const { t } = useLingui();
  const [{ input, indent }, update] = useToolState(tomlToYamlState);
  const spec = useMemo<FormatsJobSpec>(() => ({ kind: 'convert', from: 'toml', to: 'yaml', options: { indent } }), [indent]);
  return (
    <FormatsToolView
      options={
        <>
          <IndentSelect value={indent} onChange={(indent) => update({ indent })} min={1} />
        </>
      }
      inputLabel={t`TOML input`}
      outputLabel={t`YAML output`}
      input={input}
      onInput={(input) => update({ input })}
      spec={spec}
      accept=".toml,application/toml"
      fileName="data.yaml"
      mimeType="application/yaml"
      placeholder={t`Paste TOML here…`}
      inputHint={t`TOML 1.0.`}
      outputHint={t`TOML dates and times are written as ISO 8601 strings.`}
    />
  );
}
