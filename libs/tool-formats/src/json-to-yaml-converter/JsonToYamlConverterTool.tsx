import { useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FormatsToolView, type FormatsJobSpec } from '../shared/FormatsToolView.js';
import { IndentSelect } from '../shared/IndentSelect.js';
import { jsonToYamlConverterState } from './state.js';

/** JSON to YAML converter: the UI. */
export default function JsonToYamlConverterTool() {
  const { t } = useLingui();
  const [{ input, indent }, update] = useToolState(jsonToYamlConverterState);
  const spec = useMemo<FormatsJobSpec>(() => ({ kind: 'convert', from: 'json', to: 'yaml', options: { indent } }), [indent]);
  return (
    <FormatsToolView
      options={
        <>
          <IndentSelect value={indent} onChange={(indent) => update({ indent })} min={1} />
        </>
      }
      inputLabel={t`JSON input`}
      outputLabel={t`YAML output`}
      input={input}
      onInput={(input) => update({ input })}
      spec={spec}
      accept=".json,.json5,application/json"
      fileName="data.yaml"
      mimeType="application/yaml"
      placeholder={t`Paste JSON here…`}
      inputHint={t`JSON, or JSON5 (comments, trailing commas, unquoted keys).`}
      outputHint={undefined}
    />
  );
}
