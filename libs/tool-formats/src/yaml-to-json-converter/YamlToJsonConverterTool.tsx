import { Checkbox, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FormatsToolView, type FormatsJobSpec } from '../shared/FormatsToolView.js';
import { IndentSelect } from '../shared/IndentSelect.js';
import { yamlToJsonConverterState } from './state.js';

/** YAML to JSON converter: the UI. */
export default function YamlToJsonConverterTool() {
  const { t } = useLingui();
  const [{ input, indent, allDocuments }, update] = useToolState(yamlToJsonConverterState);
  const spec = useMemo<FormatsJobSpec>(() => ({ kind: 'convert', from: 'yaml', to: 'json', options: { indent, allDocuments } }), [indent, allDocuments]);
  return (
    <FormatsToolView
      options={
        <>
          <IndentSelect value={indent} onChange={(indent) => update({ indent })} min={0} />
          <Checkbox label={t`All documents as an array`} checked={allDocuments} onChange={(allDocuments) => update({ allDocuments })} />
        </>
      }
      inputLabel={t`YAML input`}
      outputLabel={t`JSON output`}
      input={input}
      onInput={(input) => update({ input })}
      spec={spec}
      accept=".yaml,.yml,application/yaml,text/yaml"
      fileName="data.json"
      mimeType="application/json"
      placeholder={t`Paste YAML here…`}
      inputHint={t`YAML 1.2; anchors and aliases are resolved.`}
      outputHint={undefined}
    />
  );
}
