import { attempt, Button, ButtonsSelect, Card, Checkbox, Row, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo } from 'react';
import { escapeJsonString, unescapeJsonString } from './json-escaper.js';
import { jsonEscaperState } from './state.js';

type Direction = 'escape' | 'unescape';

const UNICODE_ESCAPE = '\\uXXXX';

/** JSON escaper / unescaper: the UI. */
export default function JsonEscaperTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(jsonEscaperState);
  const { input, direction, quotes, asciiOnly } = state;
  const deferred = useDeferredValue(input);
  const outcome = useMemo(
    () => (direction === 'escape' ? attempt(() => escapeJsonString(deferred, { quotes, asciiOnly })) : attempt(() => unescapeJsonString(deferred))),
    [deferred, direction, quotes, asciiOnly],
  );
  const output = outcome.value ?? '';
  const escaping = direction === 'escape';

  return (
    <Stack>
      <Card>
        <Row>
          <ButtonsSelect<Direction>
            label={t`Direction`}
            value={direction}
            onChange={(direction) => update({ direction })}
            options={[
              { value: 'escape', label: t`Escape` },
              { value: 'unescape', label: t`Unescape` },
            ]}
          />
          {escaping && (
            <>
              <Checkbox label={t`Surround with double quotes`} checked={quotes} onChange={(quotes) => update({ quotes })} />
              <Checkbox label={t`Escape non-ASCII as ${UNICODE_ESCAPE}`} checked={asciiOnly} onChange={(asciiOnly) => update({ asciiOnly })} />
            </>
          )}
        </Row>
      </Card>
      <TextInput
        label={escaping ? t`Text to escape` : t`JSON string to unescape`}
        value={input}
        onChange={(input) => update({ input })}
        multiline
        monospace
        rows={8}
        error={outcome.error}
        hint={escaping ? undefined : t`With or without the surrounding double quotes.`}
      />
      <TextInput
        label={escaping ? t`Escaped JSON string` : t`Unescaped text`}
        value={output}
        readOnly
        multiline
        monospace
        rows={8}
        copyable
      />
      <div>
        <Button size="small" disabled={outcome.error !== undefined} onClick={() => update({ input: output, direction: escaping ? 'unescape' : 'escape' })}>
          {escaping ? t`Unescape the result` : t`Escape the result`}
        </Button>
      </div>
    </Stack>
  );
}
