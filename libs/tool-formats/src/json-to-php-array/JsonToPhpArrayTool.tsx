import { ButtonsSelect, Checkbox, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FormatsToolView, type FormatsJobSpec } from '../shared/FormatsToolView.js';
import { IndentSelect } from '../shared/IndentSelect.js';
import { jsonToPhpArrayState } from './state.js';

/** JSON to PHP array: the UI. */
export default function JsonToPhpArrayTool() {
  const { t } = useLingui();
  const [{ input, syntax, indent, trailingComma, returnStatement }, update] = useToolState(jsonToPhpArrayState);
  const spec = useMemo<FormatsJobSpec>(
    () => ({ kind: 'json-to-php-array', options: { syntax, indent, trailingComma, returnStatement } }),
    [syntax, indent, trailingComma, returnStatement],
  );
  return (
    <FormatsToolView
      options={
        <>
          <ButtonsSelect
            label={t`Syntax`}
            options={[
              { value: 'short', label: '[ … ]' },
              { value: 'long', label: 'array( … )' },
            ]}
            value={syntax}
            onChange={(syntax) => update({ syntax })}
          />
          <IndentSelect value={indent} onChange={(indent) => update({ indent })} min={0} />
          <Checkbox label={t`Trailing commas`} checked={trailingComma} onChange={(trailingComma) => update({ trailingComma })} />
          <Checkbox label={t`Whole PHP file (return …;)`} checked={returnStatement} onChange={(returnStatement) => update({ returnStatement })} />
        </>
      }
      inputLabel={t`JSON input`}
      outputLabel={t`PHP output`}
      input={input}
      onInput={(input) => update({ input })}
      spec={spec}
      accept=".json,.json5,application/json"
      fileName="data.php"
      mimeType="application/x-php"
      placeholder={t`Paste JSON here…`}
      inputHint={t`JSON, or JSON5 (comments, trailing commas, unquoted keys).`}
      outputHint={t`Objects become associative arrays, as json_decode($json, true) gives them.`}
    />
  );
}
