import { ToolInputError } from '@handy-tools/ui/kit';
import { convertComposeFormat, type ComposeTarget } from '../shared/compose-versions.js';
import { isRecord, parseYamlWithLines, toYaml } from '../shared/compose-yaml.js';
import { parseDockerRuns, type ComposeProject } from '../shared/docker-run.js';

/** Settings of {@link dockerRunToCompose}. */
export interface RunToComposeOptions {
  /** A Compose file to add the services to (may be empty). */
  existing: string;
  /** The Compose format to write (the Compose Specification by default). */
  format: ComposeTarget;
  /** Spaces per indentation level (1–8). */
  indent: number;
}

/** The converted file and the options that were dropped, with why. */
export interface RunToComposeResult {
  yaml: string;
  notes: string[];
}

/**
 * Converts one or more `docker run` commands into a Compose file (what composerize does), optionally
 * added to an existing Compose file, written in the chosen format.
 *
 * @param input - the commands (one per line; `\` continuations, `;` and `&&` allowed).
 * @param options - see {@link RunToComposeOptions}.
 * @returns the Compose YAML and notes about options that have no Compose equivalent.
 * @throws ToolInputError for a line that is not `docker run`, an unknown option, a missing image,
 *   or an existing Compose file that is not valid YAML (with line and column).
 * @see https://docs.docker.com/reference/cli/docker/container/run/ and https://compose-spec.io
 */
export function dockerRunToCompose(input: string, options: RunToComposeOptions): RunToComposeResult {
  const { project, notes } = parseDockerRuns(input);
  let merged: ComposeProject = project;
  if (options.existing.trim() !== '') {
    let data: unknown;
    try {
      data = parseYamlWithLines(options.existing).data;
    } catch (e) {
      if (e instanceof ToolInputError) throw new ToolInputError(`Existing Compose file: ${e.message}`, { line: e.line, column: e.column });
      throw e;
    }
    if (!isRecord(data)) throw new ToolInputError('Existing Compose file: it must be a mapping with "services".');
    merged = mergeProjects(data, project);
  }
  const text = toYaml(merged, 2);
  const yaml = convertComposeFormat(text, options.format, { indent: options.indent, expandPorts: false, expandVolumes: false }).yaml;
  return { yaml, notes };
}

/** Adds the services, volumes and networks of `add` to `base` (a service whose name is taken gets `-2`, `-3`…). */
function mergeProjects(base: Record<string, unknown>, add: ComposeProject): ComposeProject {
  const out: ComposeProject = { ...base, services: { ...(isRecord(base.services) ? (base.services as ComposeProject['services']) : {}) } };
  for (const [name, svc] of Object.entries(add.services)) {
    let unique = name;
    for (let n = 2; unique in out.services; n++) unique = `${name}-${n}`;
    out.services[unique] = svc;
  }
  for (const key of ['volumes', 'networks'] as const) {
    if (add[key]) out[key] = { ...(isRecord(base[key]) ? (base[key] as object) : {}), ...add[key] };
  }
  return out;
}
