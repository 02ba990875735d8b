import { useLingui } from '@lingui/react/macro';
import { KubernetesTool } from '../shared/KubernetesTool.js';
import { dockerRunToKubernetesState } from './state.js';

/** docker run → Kubernetes manifests: the UI. */
export default function DockerRunToKubernetesTool() {
  const { t } = useLingui();
  return <KubernetesTool state={dockerRunToKubernetesState} kind="run-to-kube" inputLabel={t`docker run commands`} />;
}
