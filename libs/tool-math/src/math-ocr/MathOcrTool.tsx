import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { mathOcrState } from './state.js';
import { mathOcr } from './math-ocr.js';

/** Math OCR: the UI. */
export default function MathOcrTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(mathOcrState);
  const result = useMemo(() => (input ? attempt(() => mathOcr(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
