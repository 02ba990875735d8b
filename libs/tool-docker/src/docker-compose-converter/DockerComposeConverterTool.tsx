import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { dockerComposeConverterState } from './state.js';
import { dockerComposeConverter } from './docker-compose-converter.js';

/** Compose format converter: the UI. */
export default function DockerComposeConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(dockerComposeConverterState);
  const result = useMemo(() => (input ? attempt(() => dockerComposeConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
