import { Checkbox, Select, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FormatsToolView, type FormatsJobSpec } from '../shared/FormatsToolView.js';
import { IndentSelect } from '../shared/IndentSelect.js';
import { xmlToJsonState } from './state.js';

/** XML to JSON: the UI. */
export default function XmlToJsonTool() {
  const { t } = useLingui();
  const [{ input, layout, attributePrefix, attributesGroup, arrays, arrayTags, cdata, parseValues, indent }, update] =
    useToolState(xmlToJsonState);
  const spec = useMemo<FormatsJobSpec>(
    () => ({ kind: 'xml-to-json', options: { layout, attributePrefix, attributesGroup, arrays, arrayTags, cdata, parseValues, indent } }),
    [layout, attributePrefix, attributesGroup, arrays, arrayTags, cdata, parseValues, indent],
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
            <>
              <TextInput
                label={t`Attribute prefix`}
                value={attributePrefix}
                onChange={(attributePrefix) => update({ attributePrefix })}
                monospace
              />
              <TextInput
                label={t`Group attributes under key`}
                value={attributesGroup}
                onChange={(attributesGroup) => update({ attributesGroup })}
                placeholder={t`(not grouped)`}
                monospace
              />
              <Select
                label={t`Arrays`}
                options={[
                  { value: 'auto', label: t`Only repeated elements` },
                  { value: 'all', label: t`Every element` },
                  { value: 'tags', label: t`These elements always` },
                ]}
                value={arrays}
                onChange={(arrays) => update({ arrays })}
              />
              {arrays === 'tags' && (
                <TextInput
                  label={t`Always-array elements`}
                  value={arrayTags}
                  onChange={(arrayTags) => update({ arrayTags })}
                  placeholder="item, m:Item"
                  monospace
                />
              )}
              <Select
                label={t`CDATA`}
                options={[
                  { value: 'text', label: t`As text` },
                  { value: 'key', label: t`Under "#cdata"` },
                ]}
                value={cdata}
                onChange={(cdata) => update({ cdata })}
              />
            </>
          )}
          <IndentSelect value={indent} onChange={(indent) => update({ indent })} min={0} />
          {fxp && (
            <Checkbox label={t`Read numbers and booleans`} checked={parseValues} onChange={(parseValues) => update({ parseValues })} />
          )}
        </>
      }
      inputLabel={t`XML input`}
      outputLabel={t`JSON output`}
      input={input}
      onInput={(input) => update({ input })}
      spec={spec}
      accept=".xml,.svg,.rss,.atom,application/xml,text/xml"
      fileName="data.json"
      mimeType="application/json"
      placeholder={t`Paste XML here…`}
      inputHint={t`External entities are never fetched.`}
      outputHint={
        fxp
          ? t`Element text is under "#text" when the element also has attributes or children.`
          : t`xml-js compact layout: values stay strings; comments, CDATA, instructions and the DOCTYPE are kept.`
      }
    />
  );
}
