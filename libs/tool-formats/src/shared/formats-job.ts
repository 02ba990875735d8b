import { convertData, type ConvertOptions, type Converted, type DataFormat } from './convert.js';
import { prettifyYaml, type PrettifyYamlOptions } from '../yaml-prettify/yaml-prettify.js';

/** One job of this family's tools: a conversion, or reformatting YAML. */
export type FormatsJob =
  | { kind: 'convert'; input: string; from: DataFormat; to: DataFormat; options: ConvertOptions }
  | { kind: 'prettify-yaml'; input: string; options: PrettifyYamlOptions };

/**
 * Runs a job in this thread: {@link convertData} or {@link prettifyYaml}.
 *
 * @param job - the job.
 * @returns the output text and notes for users.
 * @throws ToolInputError for bad input (see the functions above).
 */
export function runFormatsJobHere(job: FormatsJob): Converted {
  if (job.kind === 'prettify-yaml') return { output: prettifyYaml(job.input, job.options), warnings: [] };
  return convertData(job.input, job.from, job.to, job.options);
}
