import { composeProjectToRuns, type RunOptions } from '../shared/compose-to-run.js';
import { parseYamlWithLines } from '../shared/compose-yaml.js';

export type { RunOptions } from '../shared/compose-to-run.js';

/**
 * Converts a Compose file into the `docker run` commands that start the same containers (what
 * decomposerize does), services in `depends_on` order; keys with no `docker run` equivalent are
 * listed as `#` comments.
 *
 * @param input - the Compose file (YAML).
 * @param options - `-d`, `--rm`, one option per line, and whether to create networks/volumes first.
 * @returns the shell commands.
 * @throws ToolInputError for invalid YAML (line, column), no services, or a service with neither image nor build.
 * @see https://docs.docker.com/reference/cli/docker/container/run/ and https://compose-spec.io
 */
export function dockerComposeToDockerRun(input: string, options: RunOptions): string {
  return composeProjectToRuns(parseYamlWithLines(input).data, options);
}
