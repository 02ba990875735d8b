import { parseDockerRuns } from '../shared/docker-run.js';
import { composeToKubernetes, manifestsToYaml, type KubeOptions } from '../shared/kubernetes.js';

/**
 * Converts `docker run` commands into Kubernetes manifests: each command is read as a Compose
 * service, then converted like a Compose file (Deployment, Service, PersistentVolumeClaim).
 *
 * @param input - the commands (one per line; `\` continuations, `;` and `&&` allowed).
 * @param options - namespace, Service type and PVC size.
 * @returns the manifests as YAML and notes about dropped options.
 * @throws ToolInputError for a line that is not `docker run`, an unknown option, a missing image, a bad port or size.
 * @see https://docs.docker.com/reference/cli/docker/container/run/ and the Kubernetes API reference (v1.30).
 */
export function dockerRunToKubernetes(input: string, options: KubeOptions): { yaml: string; notes: string[]; count: number } {
  const { project, notes } = parseDockerRuns(input);
  const result = composeToKubernetes(project, options);
  return { yaml: manifestsToYaml(result.manifests), notes: [...notes, ...result.notes], count: result.manifests.length };
}
