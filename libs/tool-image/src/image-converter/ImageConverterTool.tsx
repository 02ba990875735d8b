import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { imageConverterState } from './state.js';
import { imageConverter } from './image-converter.js';

/** Image format converter: the UI. */
export default function ImageConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(imageConverterState);
  const result = useMemo(() => (input ? attempt(() => imageConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
