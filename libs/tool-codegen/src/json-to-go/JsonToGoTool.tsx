import { attempt, ButtonsSelect, Checkbox, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { CodegenToolView, type CodegenSpec } from '../shared/CodegenToolView.js';
import { checkPackageName, GO_RESERVED } from '../shared/names.js';
import { jsonToGoState } from './state.js';

/** JSON to Go: the UI. */
export default function JsonToGoTool() {
  const { t } = useLingui();
  const [{ input, typeName, packageName, structs, omitEmpty, helpers, exampleTags }, update] = useToolState(jsonToGoState);
  const packageError = attempt(() => checkPackageName(packageName, 'package name', false, GO_RESERVED)).error ?? null;
  const spec = useMemo<CodegenSpec | null>(
    () => (packageError ? null : { language: 'go', options: { packageName, structs, omitEmpty, helpers, exampleTags } }),
    [packageError, packageName, structs, omitEmpty, helpers, exampleTags],
  );
  return (
    <CodegenToolView
      input={input}
      onInput={(input) => update({ input })}
      typeName={typeName}
      onTypeName={(typeName) => update({ typeName })}
      spec={spec}
      options={
        <>
          <TextInput label={t`Package`} value={packageName} onChange={(packageName) => update({ packageName })} error={packageError} spellCheck={false} />
          <ButtonsSelect
            label={t`Nested objects`}
            options={[
              { value: 'nested', label: t`Named structs` },
              { value: 'inline', label: t`Inline structs` },
            ]}
            value={structs}
            onChange={(structs) => update({ structs })}
          />
          <Checkbox label={t`omitempty on every field`} checked={omitEmpty} onChange={(omitEmpty) => update({ omitEmpty })} />
          <Checkbox label={t`Marshal/Unmarshal helpers`} checked={helpers} onChange={(helpers) => update({ helpers })} />
          <Checkbox label={t`example:"…" tags (swag)`} checked={exampleTags} onChange={(exampleTags) => update({ exampleTags })} />
        </>
      }
      outputLabel={t`Go`}
      fileName="models.go"
      mimeType="text/x-go"
      outputHint={t`Fields missing from some objects are pointers tagged omitempty. Mixed-type arrays need the helpers to decode.`}
    />
  );
}
