import { attempt, ButtonsSelect, Checkbox, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { CodegenToolView, type CodegenSpec } from '../shared/CodegenToolView.js';
import { checkPackageName, JAVA_RESERVED } from '../shared/names.js';
import { jsonToJavaState } from './state.js';

/** JSON to Java Entity: the UI. */
export default function JsonToJavaTool() {
  const { t } = useLingui();
  const [{ input, typeName, packageName, style, jackson }, update] = useToolState(jsonToJavaState);
  const packageError = attempt(() => checkPackageName(packageName, 'package name', true, JAVA_RESERVED)).error ?? null;
  const spec = useMemo<CodegenSpec | null>(() => (packageError ? null : { language: 'java', options: { packageName, style, jackson } }), [packageError, packageName, style, jackson]);
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
            label={t`Style`}
            options={[
              { value: 'class', label: t`Getters/setters` },
              { value: 'record', label: t`Records` },
              { value: 'lombok', label: t`Lombok` },
            ]}
            value={style}
            onChange={(style) => update({ style })}
          />
          <Checkbox label={t`Jackson annotations`} checked={jackson} onChange={(jackson) => update({ jackson })} />
        </>
      }
      outputLabel={t`Java`}
      fileName={`${typeName || 'Root'}.java`}
      mimeType="text/x-java"
      outputHint={t`One public class per file: each starts after its // Name.java line. Records need Java 16 or later.`}
    />
  );
}
