import { Card, DocumentJobStatus, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { dockerComposeToKubernetesState } from '../docker-compose-to-kubernetes/state.js';
import { useDockerJob } from './docker-client.js';
import { KubeFields, YamlResult } from './KubeOutput.js';

/**
 * The page of a tool that writes Kubernetes manifests (Deployment, Service, PersistentVolumeClaim,
 * ConfigMap) from a text: a Compose file or `docker run` commands.
 *
 * @param state - the tool's state spec (`input` and the options `namespace`, `serviceType`, `storage`).
 * @param kind - the job: `compose-to-kube` or `run-to-kube`.
 * @param inputLabel - the label of the input field.
 */
export function KubernetesTool({
  state,
  kind,
  inputLabel,
}: {
  state: typeof dockerComposeToKubernetesState;
  kind: 'compose-to-kube' | 'run-to-kube';
  inputLabel: string;
}) {
  const { t } = useLingui();
  const [{ input, namespace, serviceType, storage }, update] = useToolState(state);
  const job = useMemo(
    () => (input.trim() ? { kind, input, options: { namespace, serviceType, storage } } : null),
    [kind, input, namespace, serviceType, storage],
  );
  const result = useDockerJob(job);
  return (
    <Card>
      <Stack>
        <TextInput
          label={inputLabel}
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
