import { ButtonsSelect, Checkbox, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { CodegenToolView, type CodegenSpec } from '../shared/CodegenToolView.js';
import { jsonToTsState } from './state.js';

/** JSON to TS: the UI. */
export default function JsonToTsTool() {
  const { t } = useLingui();
  const [{ input, typeName, declaration, allOptional, readonly }, update] = useToolState(jsonToTsState);
  const spec = useMemo<CodegenSpec>(() => ({ language: 'typescript', options: { declaration, allOptional, readonly } }), [declaration, allOptional, readonly]);
  return (
    <CodegenToolView
      input={input}
      onInput={(input) => update({ input })}
      typeName={typeName}
      onTypeName={(typeName) => update({ typeName })}
      spec={spec}
      options={
        <>
          <ButtonsSelect
            label={t`Declare as`}
            options={[
              { value: 'interface', label: t`interface` },
              { value: 'type', label: t`type alias` },
            ]}
            value={declaration}
            onChange={(declaration) => update({ declaration })}
          />
          <Checkbox label={t`All properties optional`} checked={allOptional} onChange={(allOptional) => update({ allOptional })} />
          <Checkbox label={t`Readonly properties`} checked={readonly} onChange={(readonly) => update({ readonly })} />
        </>
      }
      outputLabel={t`TypeScript`}
      fileName="types.ts"
      mimeType="text/x-typescript"
    />
  );
}
