import { Checkbox, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FormatsToolView, type FormatsJobSpec } from '../shared/FormatsToolView.js';
import { yamlToTomlState } from './state.js';

/** YAML to TOML: the UI. */
export default function YamlToTomlTool() {
  const { t } = useLingui();
  const [{ input, dates }, update] = useToolState(yamlToTomlState);
  const spec = useMemo<FormatsJobSpec>(() => ({ kind: 'convert', from: 'yaml', to: 'toml', options: { tomlDates: dates } }), [dates]);
  return (
    <FormatsToolView
      options={
        <>
          <Checkbox label={t`Write ISO 8601 date strings as TOML dates`} checked={dates} onChange={(dates) => update({ dates })} />
        </>
      }
      inputLabel={t`YAML input`}
      outputLabel={t`TOML output`}
      input={input}
      onInput={(input) => update({ input })}
      spec={spec}
      accept=".yaml,.yml,application/yaml,text/yaml"
      fileName="data.toml"
      mimeType="application/toml"
      placeholder={t`Paste YAML here…`}
      inputHint={t`YAML 1.2; anchors and aliases are resolved.`}
      outputHint={t`TOML has no null and needs a table at the top level.`}
    />
  );
}
