import { Checkbox, Select, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FormatsToolView, type FormatsJobSpec } from '../shared/FormatsToolView.js';
import { IndentSelect } from '../shared/IndentSelect.js';
import { yamlPrettifyState } from './state.js';

const WIDTHS = [0, 40, 60, 80, 100, 120, 160];

/** YAML prettify and format: the UI. */
export default function YamlPrettifyTool() {
  const { t } = useLingui();
  const [{ input, indent, sortKeys, lineWidth }, update] = useToolState(yamlPrettifyState);
  const spec = useMemo<FormatsJobSpec>(() => ({ kind: 'prettify-yaml', options: { indent, sortKeys, lineWidth } }), [indent, sortKeys, lineWidth]);
  const widths = (WIDTHS.includes(lineWidth) ? WIDTHS : [...WIDTHS, lineWidth].sort((a, b) => a - b)).map((w) => ({
    value: String(w),
    label: w === 0 ? t`Never fold` : t`${w} characters`,
  }));
  return (
    <FormatsToolView
      options={
        <>
          <IndentSelect value={indent} onChange={(indent) => update({ indent })} min={1} />
          <Select label={t`Line width`} options={widths} value={String(lineWidth)} onChange={(v) => update({ lineWidth: Number(v) })} />
          <Checkbox label={t`Sort keys`} checked={sortKeys} onChange={(sortKeys) => update({ sortKeys })} />
        </>
      }
      inputLabel={t`YAML input`}
      outputLabel={t`Formatted YAML`}
      input={input}
      onInput={(input) => update({ input })}
      spec={spec}
      accept=".yaml,.yml,application/yaml,text/yaml"
      fileName="formatted.yaml"
      mimeType="application/yaml"
      placeholder={t`Paste YAML here…`}
      inputHint={t`YAML 1.2; every document of the stream is formatted.`}
      outputHint={t`Comments, anchors, aliases and tags are kept.`}
    />
  );
}
