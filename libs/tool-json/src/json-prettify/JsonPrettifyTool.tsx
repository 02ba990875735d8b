import { Alert, attempt, Card, Checkbox, Row, Select, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState } from 'react';
import { prettifyJson, type JsonIndent } from './json-prettify.js';
import styles from './JsonPrettifyTool.module.css';
import { jsonPrettifyState } from './state.js';

const INDENTS: readonly JsonIndent[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 'tab'];

function format(input: string, indent: JsonIndent, sortKeys: boolean, json5: boolean) {
  if (input.trim() === '') return null;
  return attempt(() => prettifyJson(input, { indent, sortKeys, json5 }));
}

/** JSON prettify and format: the UI. */
export default function JsonPrettifyTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(jsonPrettifyState);
  const { input, sortKeys, json5 } = state;
  const indent = state.indent as JsonIndent; // the schema allows 0–8 or 'tab' only
  // Typing stays responsive on big inputs: formatting follows the latest text when it can.
  const deferredInput = useDeferredValue(input);
  const outcome = useMemo(() => format(deferredInput, indent, sortKeys, json5), [deferredInput, indent, sortKeys, json5]);

  // The output keeps the last good result while the input has an error.
  const [lastOutput, setLastOutput] = useState('');
  const current = outcome === null ? '' : (outcome.value?.output ?? null);
  if (current !== null && current !== lastOutput) setLastOutput(current);
  const output = current ?? lastOutput;
  const error = outcome?.error ?? null;
  const warnings = outcome?.value?.warnings ?? [];

  const indentOptions = INDENTS.map((value) => ({
    value: String(value),
    label: value === 'tab' ? t`Tab` : value === 0 ? t`None (one line)` : value === 1 ? t`1 space` : t`${value} spaces`,
  }));

  return (
    <Stack>
      <Card>
        <div className={styles.options}>
          <div className={styles.indent}>
            <Select
              label={t`Indent`}
              options={indentOptions}
              value={String(indent)}
              onChange={(v) => update({ indent: v === 'tab' ? 'tab' : Number(v) })}
            />
          </div>
          <Checkbox label={t`Sort keys`} checked={sortKeys} onChange={(sortKeys) => update({ sortKeys })} />
          <Checkbox label={t`Accept JSON5 (comments, trailing commas, unquoted keys)`} checked={json5} onChange={(json5) => update({ json5 })} />
        </div>
      </Card>
      <Row className={styles.panes}>
        <TextInput
          label={t`Input JSON`}
          value={input}
          onChange={(input) => update({ input })}
          multiline
          monospace
          rows={20}
          placeholder={t`Paste your JSON here…`}
          error={error}
          hint={json5 ? t`JSON5 is accepted; the output is strict JSON.` : t`Strict JSON (RFC 8259).`}
        />
        <TextInput
          label={t`Formatted JSON`}
          value={output}
          readOnly
          multiline
          monospace
          rows={20}
          copyable
          hint={error ? t`Showing the result of the last valid input.` : json5 ? undefined : t`Numbers and strings are kept exactly as written.`}
        />
      </Row>
      {warnings.length > 0 && (
        <Alert type="warning" title={t`Check the output`}>
          <ul className={styles.warnings}>
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Stack>
  );
}
