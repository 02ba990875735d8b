import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { dockerComposeToDockerRunConverterState } from './state.js';
import { dockerComposeToDockerRunConverter } from './docker-compose-to-docker-run-converter.js';

/** Compose to docker run: the UI. */
export default function DockerComposeToDockerRunConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(dockerComposeToDockerRunConverterState);
  const result = useMemo(() => (input ? attempt(() => dockerComposeToDockerRunConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
