import { attempt, Button, ButtonsSelect, Card, IndentSelect, Row, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo } from 'react';
import type { JsonIndent } from '../json-prettify/json-prettify.js';
import { parseJsonString, stringifyToJsonString } from './json-string-converter.js';
import { jsonStringConverterState } from './state.js';


type Direction = 'stringify' | 'parse';
type Source = 'json' | 'text';

/** JSON string converter: the UI. */
export default function JsonStringConverterTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(jsonStringConverterState);
  const { input, direction, source } = state;
  const innerIndent = state.innerIndent as JsonIndent; // the schema allows 0–8 or 'tab' only
  const indent = state.indent as JsonIndent;
  const deferred = useDeferredValue(input);
  const stringifying = direction === 'stringify';
  const outcome = useMemo(() => {
    if (direction === 'stringify') return attempt(() => ({ output: stringifyToJsonString(deferred, { source, indent: innerIndent }), kind: 'json' as const }));
    if (deferred.trim() === '') return { value: { output: '', kind: 'json' as const } };
    return attempt(() => parseJsonString(deferred, { indent }));
  }, [deferred, direction, source, innerIndent, indent]);
  const output = outcome.value?.output ?? '';


  return (
    <Stack>
      <Card>
        <Row>
          <ButtonsSelect<Direction>
            label={t`Direction`}
            value={direction}
            onChange={(direction) => update({ direction })}
            options={[
              { value: 'stringify', label: t`Stringify` },
              { value: 'parse', label: t`Parse` },
            ]}
          />
          {stringifying && (
            <ButtonsSelect<Source>
              label={t`Input is`}
              value={source}
              onChange={(source) => update({ source })}
              options={[
                { value: 'json', label: t`JSON` },
                { value: 'text', label: t`Plain text` },
              ]}
            />
          )}
          {stringifying && source === 'json' && (
            <IndentSelect tab label={t`Indent inside the string`} field="innerIndent" remember={false} value={innerIndent} onChange={(innerIndent) => update({ innerIndent })} />
          )}
          {!stringifying && <IndentSelect tab label={t`Indent of the JSON`} value={indent} onChange={(indent) => update({ indent })} />}
        </Row>
      </Card>
      <TextInput
        label={stringifying ? (source === 'json' ? t`JSON to stringify` : t`Text to stringify`) : t`JSON string to parse`}
        value={input}
        onChange={(input) => update({ input })}
        multiline
        monospace
        rows={10}
        error={outcome.error}
        hint={stringifying ? undefined : t`A JSON string in double quotes, e.g. "{\"a\":1}" (or only its inside).`}
      />
      <TextInput
        label={stringifying ? t`JSON string` : t`Parsed value`}
        value={output}
        readOnly
        multiline
        monospace
        rows={10}
        copyable
        hint={!stringifying && outcome.value?.kind === 'text' ? t`The string holds plain text, not JSON: shown as it is.` : undefined}
      />
      <div>
        <Button size="small" disabled={outcome.error !== undefined || output === ''} onClick={() => update({ input: output, direction: stringifying ? 'parse' : 'stringify' })}>
          {stringifying ? t`Parse the result` : t`Stringify the result`}
        </Button>
      </div>
    </Stack>
  );
}
