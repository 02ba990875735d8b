import { parseYamlWithLines } from '../shared/compose-yaml.js';
import { composeToKubernetes, manifestsToYaml, type KubeOptions } from '../shared/kubernetes.js';

export type { KubeOptions, Manifest } from '../shared/kubernetes.js';

/**
 * Converts a Compose file into Kubernetes manifests (Deployment, Service, PersistentVolumeClaim,
 * ConfigMap), kompose-style, written as one multi-document YAML stream.
 *
 * @param input - the Compose file (YAML).
 * @param options - namespace, Service type and PVC size.
 * @returns the manifests as YAML and notes about what could not be carried over.
 * @throws ToolInputError for invalid YAML (line, column), no services, a service without image, a bad port or size.
 * @see https://kompose.io/conversion/ and the Kubernetes API reference (v1.30).
 */
export function dockerComposeToKubernetes(input: string, options: KubeOptions): { yaml: string; notes: string[]; count: number } {
  const { manifests, notes } = composeToKubernetes(parseYamlWithLines(input).data, options);
  return { yaml: manifestsToYaml(manifests), notes, count: manifests.length };
}
