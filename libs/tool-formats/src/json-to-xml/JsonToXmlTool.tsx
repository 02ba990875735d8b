import { Checkbox, Select, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FormatsToolView, type FormatsJobSpec } from '../shared/FormatsToolView.js';
import { IndentSelect } from '../shared/IndentSelect.js';
import { jsonToXmlState } from './state.js';

/** JSON to XML: the UI. */
export default function JsonToXmlTool() {
  const { t } = useLingui();
  const [{ input, layout, attributePrefix, attributesGroup, rootName, indent, declaration }, update] = useToolState(jsonToXmlState);
  const spec = useMemo<FormatsJobSpec>(
    () => ({ kind: 'json-to-xml', options: { layout, attributePrefix, attributesGroup, rootName, indent, declaration } }),
    [layout, attributePrefix, attributesGroup, rootName, indent, declaration],
  );
  const fxp = layout === 'fast-xml-parser';
  return (
    <FormatsToolView
      options={
        <>
          <Select
            label={t`JSON layout`}
            options={[
              { value: 'fast-xml-parser', label: t`fast-xml-parser (@_id, #text)` },
              { value: 'xml-js', label: t`xml-js compact (_attributes, _text)` },
            ]}
            value={layout}
            onChange={(layout) => update({ layout })}
          />
          {fxp && (
            <TextInput
              label={t`Attribute prefix`}
              value={attributePrefix}
              onChange={(attributePrefix) => update({ attributePrefix })}
              monospace
            />
          )}
          {fxp && (
            <TextInput
              label={t`Group attributes under key`}
              value={attributesGroup}
              onChange={(attributesGroup) => update({ attributesGroup })}
              placeholder={t`(not grouped)`}
              monospace
            />
          )}
          <TextInput
            label={t`Root element name`}
            value={rootName}
            onChange={(rootName) => update({ rootName })}
            hint={t`Used when the JSON is not one object with a single key.`}
            monospace
          />
          <IndentSelect value={indent} onChange={(indent) => update({ indent })} min={0} />
          {fxp && <Checkbox label={t`XML declaration`} checked={declaration} onChange={(declaration) => update({ declaration })} />}
        </>
      }
      inputLabel={t`JSON input`}
      outputLabel={t`XML output`}
      input={input}
      onInput={(input) => update({ input })}
      spec={spec}
      accept=".json,.json5,application/json"
      fileName="data.xml"
      mimeType="application/xml"
      placeholder={t`Paste JSON here…`}
      inputHint={
        fxp
          ? t`"@_name" keys become attributes, "#text" the text, "#cdata" a CDATA section, arrays repeated elements.`
          : t`xml-js compact layout: "_attributes", "_text", "_cdata", "_comment", "_instruction", "_declaration", "_doctype"; arrays are repeated elements.`
      }
    />
  );
}
