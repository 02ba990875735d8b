import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { dockerComposeToKubernetesState } from './state.js';
import { dockerComposeToKubernetes } from './docker-compose-to-kubernetes.js';

/** Compose to Kubernetes: the UI. */
export default function DockerComposeToKubernetesTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(dockerComposeToKubernetesState);
  const result = useMemo(() => (input ? attempt(() => dockerComposeToKubernetes(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
