import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { asciiTextDrawerState } from './state.js';
import { asciiTextDrawer } from './ascii-text-drawer.js';

/** ASCII art text: the UI. */
export default function AsciiTextDrawerTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(asciiTextDrawerState);
  const result = useMemo(() => (input ? attempt(() => asciiTextDrawer(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
