import { attempt, ButtonsSelect, Card, Checkbox, IntegerInput, Row, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo } from 'react';
import { stringObfuscatorState } from './state.js';
import { obfuscateString } from './string-obfuscator.js';

/** String obfuscator: the UI (keep the first/last N characters of a secret, mask the rest). */
export default function StringObfuscatorTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(stringObfuscatorState);
  const { input, keepFirst, keepLast, maskChar, keepSpaces, per, fixedMaskLength } = state;
  const deferred = useDeferredValue(input);
  const maskError = useMemo(() => attempt(() => obfuscateString('', { maskChar })).error ?? null, [maskChar]);
  const result = useMemo(
    () => attempt(() => obfuscateString(deferred, { keepFirst, keepLast, maskChar, keepSpaces, per, fixedMaskLength })),
    [deferred, keepFirst, keepLast, maskChar, keepSpaces, per, fixedMaskLength],
  );
  return (
    <Card>
      <Stack>
        <TextInput
          label={t`Text to obfuscate`}
          value={input}
          onChange={(value) => update({ input: value })}
          multiline
          rows={3}
          monospace
          spellCheck={false}
          placeholder="sk-proj-…"
          hint={t`Not stored; in a link only if you confirm.`}
        />
        <Row>
          <IntegerInput label={t`Keep first`} value={keepFirst} min={0} max={100} onChange={(keepFirst) => update({ keepFirst })} />
          <IntegerInput label={t`Keep last`} value={keepLast} min={0} max={100} onChange={(keepLast) => update({ keepLast })} />
          <TextInput label={t`Mask character`} value={maskChar} onChange={(maskChar) => update({ maskChar })} error={maskError} spellCheck={false} />
          <IntegerInput label={t`Mask length (0: same as hidden part)`} value={fixedMaskLength} min={0} max={64} onChange={(fixedMaskLength) => update({ fixedMaskLength })} />
        </Row>
        <Row>
          <Checkbox label={t`Keep spaces`} checked={keepSpaces} onChange={(keepSpaces) => update({ keepSpaces })} />
          <ButtonsSelect<'text' | 'line'>
            label={t`Obfuscate`}
            size="small"
            value={per}
            onChange={(per) => update({ per })}
            options={[
              { value: 'text', label: t`The whole text` },
              { value: 'line', label: t`Each line` },
            ]}
          />
        </Row>
        <TextInput label={t`Obfuscated text`} value={result.value ?? ''} readOnly multiline rows={3} monospace copyable />
      </Stack>
    </Card>
  );
}
