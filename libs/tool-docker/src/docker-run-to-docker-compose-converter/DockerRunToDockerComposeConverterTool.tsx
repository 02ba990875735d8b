import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { dockerRunToDockerComposeConverterState } from './state.js';
import { dockerRunToDockerComposeConverter } from './docker-run-to-docker-compose-converter.js';

/** docker run to Compose: the UI. */
export default function DockerRunToDockerComposeConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(dockerRunToDockerComposeConverterState);
  const result = useMemo(() => (input ? attempt(() => dockerRunToDockerComposeConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
