import { useLingui } from '@lingui/react/macro';
import { KubernetesTool } from '../shared/KubernetesTool.js';
import { dockerComposeToKubernetesState } from './state.js';

/** Compose file → Kubernetes manifests: the UI. */
export default function DockerComposeToKubernetesTool() {
  const { t } = useLingui();
  return <KubernetesTool state={dockerComposeToKubernetesState} kind="compose-to-kube" inputLabel={t`Compose file`} />;
}
