import { ButtonsSelect, Card, Row, Select, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo } from 'react';
import { numeronymGeneratorState } from './state.js';
import { numeronym } from './numeronym-generator.js';

const KEEP_CHOICES = [0, 1, 2, 3, 4, 5, 6, 8, 10];

/** Numeronym generator: the UI (internationalization → i18n, per word or for the whole text). */
export default function NumeronymGeneratorTool() {
  const { t } = useLingui();
  const [{ input, scope, keepUpTo }, update] = useToolState(numeronymGeneratorState);
  const deferred = useDeferredValue(input);
  const output = useMemo(() => numeronym(deferred, { scope, keepUpTo }), [deferred, scope, keepUpTo]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Text`} value={input} onChange={(value) => update({ input: value })} multiline rows={4} placeholder="internationalization" />
        <Row>
          <ButtonsSelect<'word' | 'whole'>
            label={t`Shorten`}
            size="small"
            value={scope}
            onChange={(scope) => update({ scope })}
            options={[
              { value: 'word', label: t`Each word` },
              { value: 'whole', label: t`The whole text as one word` },
            ]}
          />
          <Select
            label={t`Keep words of at most (characters)`}
            value={String(keepUpTo)}
            onChange={(v) => update({ keepUpTo: Number(v) })}
            options={KEEP_CHOICES.map((n) => ({ value: String(n), label: String(n) }))}
          />
        </Row>
        <TextInput label={t`Numeronyms`} value={output} readOnly multiline rows={4} copyable />
      </Stack>
    </Card>
  );
}
