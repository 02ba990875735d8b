import { attempt, ButtonsSelect, Select, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { CodegenToolView, type CodegenSpec } from '../shared/CodegenToolView.js';
import { checkPackageName, CSHARP_RESERVED } from '../shared/names.js';
import { jsonToCsharpState } from './state.js';

/** JSON to C#: the UI. */
export default function JsonToCsharpTool() {
  const { t } = useLingui();
  const [{ input, typeName, namespace, style, attributes }, update] = useToolState(jsonToCsharpState);
  const namespaceError = attempt(() => checkPackageName(namespace, 'namespace', true, CSHARP_RESERVED)).error ?? null;
  const spec = useMemo<CodegenSpec | null>(() => (namespaceError ? null : { language: 'csharp', options: { namespace, style, attributes } }), [namespaceError, namespace, style, attributes]);
  return (
    <CodegenToolView
      input={input}
      onInput={(input) => update({ input })}
      typeName={typeName}
      onTypeName={(typeName) => update({ typeName })}
      spec={spec}
      options={
        <>
          <TextInput label={t`Namespace`} value={namespace} onChange={(namespace) => update({ namespace })} error={namespaceError} spellCheck={false} />
          <ButtonsSelect
            label={t`Declare as`}
            options={[
              { value: 'class', label: t`Classes` },
              { value: 'record', label: t`Records` },
            ]}
            value={style}
            onChange={(style) => update({ style })}
          />
          <Select
            label={t`Attributes`}
            options={[
              { value: 'system-text-json', label: t`System.Text.Json [JsonPropertyName]` },
              { value: 'newtonsoft', label: t`Newtonsoft.Json [JsonProperty]` },
              { value: 'none', label: t`None` },
            ]}
            value={attributes}
            onChange={(attributes) => update({ attributes })}
          />
        </>
      }
      outputLabel={t`C#`}
      fileName="Models.cs"
      mimeType="text/x-csharp"
      outputHint={t`Records are C# 9 positional records. Mixed-type values come with their converters.`}
    />
  );
}
