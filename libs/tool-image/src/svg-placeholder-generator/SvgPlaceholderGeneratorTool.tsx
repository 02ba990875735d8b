import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { svgPlaceholderGeneratorState } from './state.js';
import { svgPlaceholderGenerator } from './svg-placeholder-generator.js';

/** SVG placeholder generator: the UI. */
export default function SvgPlaceholderGeneratorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(svgPlaceholderGeneratorState);
  const result = useMemo(() => (input ? attempt(() => svgPlaceholderGenerator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
