import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { dockerRunToKubernetesState } from './state.js';
import { dockerRunToKubernetes } from './docker-run-to-kubernetes.js';

/** docker run to Kubernetes: the UI. */
export default function DockerRunToKubernetesTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(dockerRunToKubernetesState);
  const result = useMemo(() => (input ? attempt(() => dockerRunToKubernetes(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
