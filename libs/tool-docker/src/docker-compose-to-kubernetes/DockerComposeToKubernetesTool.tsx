import { Card, DocumentJobStatus, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useDockerJob } from '../shared/docker-client.js';
import { KubeFields, YamlResult } from '../shared/KubeOutput.js';
import { dockerComposeToKubernetesState } from './state.js';

/** Compose file → Kubernetes manifests: the UI. */
export default function DockerComposeToKubernetesTool() {
  const { t } = useLingui();
  const [{ input, namespace, serviceType, storage }, update] = useToolState(dockerComposeToKubernetesState);
  const job = useMemo(
    () => (input.trim() ? { kind: 'compose-to-kube' as const, input, options: { namespace, serviceType, storage } } : null),
    [input, namespace, serviceType, storage],
  );
  const result = useDockerJob(job);
  return (
    <Card>
      <Stack>
        <TextInput
          label={t`Compose file`}
          value={input}
          onChange={(value) => update({ input: value })}
          multiline
          rows={8}
          monospace
          spellCheck={false}
          error={result.error ?? undefined}
        />
        <KubeFields namespace={namespace} serviceType={serviceType} storage={storage} onChange={update} />
        <DocumentJobStatus result={result} label={t`Converting…`} />
        <YamlResult
          label={t`Kubernetes manifests`}
          yaml={result.value?.yaml ?? ''}
          fileName="kubernetes.yaml"
          notes={result.value?.notes}
        />
      </Stack>
    </Card>
  );
}
