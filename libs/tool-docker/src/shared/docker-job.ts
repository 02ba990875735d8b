import { dockerComposeToDockerRun } from '../docker-compose-to-docker-run-converter/docker-compose-to-docker-run-converter.js';
import { dockerComposeToKubernetes } from '../docker-compose-to-kubernetes/docker-compose-to-kubernetes.js';
import {
  dockerRunToCompose,
  type RunToComposeOptions,
  type RunToComposeResult,
} from '../docker-run-to-docker-compose-converter/docker-run-to-docker-compose-converter.js';
import { dockerRunToKubernetes } from '../docker-run-to-kubernetes/docker-run-to-kubernetes.js';
import type { RunOptions } from './compose-to-run.js';
import { validateComposeText, type ComposeIssue } from './compose-validate.js';
import { convertComposeFormat, type ComposeFormat, type ComposeTarget, type FormatOptions } from './compose-versions.js';
import type { KubeOptions } from './kubernetes.js';

/** One computation of a Docker tool, as sent to the family's worker (plain data). */
export type DockerJob =
  | { kind: 'run-to-compose'; input: string; options: RunToComposeOptions }
  | { kind: 'compose-to-run'; input: string; options: RunOptions }
  | { kind: 'convert'; input: string; target: ComposeTarget; options: FormatOptions }
  | { kind: 'validate'; input: string }
  | { kind: 'compose-to-kube'; input: string; options: KubeOptions }
  | { kind: 'run-to-kube'; input: string; options: KubeOptions };

/** What each job kind returns (plain data, so it crosses to and from the worker). */
export interface DockerJobResults {
  'run-to-compose': RunToComposeResult;
  'compose-to-run': string;
  convert: { yaml: string; source: ComposeFormat };
  validate: { issues: ComposeIssue[]; services: number };
  'compose-to-kube': { yaml: string; notes: string[]; count: number };
  'run-to-kube': { yaml: string; notes: string[]; count: number };
}

/** The result of a job of kind `K`. */
export type DockerJobResult<K extends DockerJob['kind']> = DockerJobResults[K];

/**
 * Runs a job in this thread.
 *
 * @param job - the job.
 * @returns its result (see {@link DockerJobResults}).
 * @throws ToolInputError for bad input, as the tools' logic functions do.
 */
export function runDockerJobHere(job: DockerJob): DockerJobResults[DockerJob['kind']] {
  switch (job.kind) {
    case 'run-to-compose':
      return dockerRunToCompose(job.input, job.options);
    case 'compose-to-run':
      return dockerComposeToDockerRun(job.input, job.options);
    case 'convert':
      return convertComposeFormat(job.input, job.target, job.options);
    case 'validate': {
      const { issues, services } = validateComposeText(job.input);
      return { issues, services };
    }
    case 'compose-to-kube':
      return dockerComposeToKubernetes(job.input, job.options);
    case 'run-to-kube':
      return dockerRunToKubernetes(job.input, job.options);
  }
}
