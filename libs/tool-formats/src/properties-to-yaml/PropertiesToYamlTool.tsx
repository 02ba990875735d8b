import { Checkbox, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FormatsToolView, type FormatsJobSpec } from '../shared/FormatsToolView.js';
import { IndentSelect } from '../shared/IndentSelect.js';
import { propertiesToYamlState } from './state.js';

/** Properties to YAML: the UI. */
export default function PropertiesToYamlTool() {
  const { t } = useLingui();
  const [{ input, keepStrings, indent }, update] = useToolState(propertiesToYamlState);
  const spec = useMemo<FormatsJobSpec>(() => ({ kind: 'properties-to-yaml', options: { keepStrings, indent } }), [keepStrings, indent]);
  return (
    <FormatsToolView
      options={
        <>
          <Checkbox label={t`Keep values as strings`} checked={keepStrings} onChange={(keepStrings) => update({ keepStrings })} />
          <IndentSelect value={indent} onChange={(indent) => update({ indent })} min={1} />
        </>
      }
      inputLabel={t`Properties input`}
      outputLabel={t`YAML output`}
      input={input}
      onInput={(input) => update({ input })}
      spec={spec}
      accept=".properties,text/x-java-properties,text/plain"
      fileName="application.yaml"
      mimeType="application/yaml"
      placeholder={t`Paste a .properties file here…`}
      inputHint={t`Java .properties: = : or space separators, \\ continuation lines, \\uXXXX escapes. Comments are dropped.`}
      outputHint={t`Dotted keys become nested mappings, indexed keys (servers[0], list[0].name) lists, as in Spring Boot. A key that has a value and keys under it keeps its value; the deeper keys are written as flat dotted keys.`}
    />
  );
}
