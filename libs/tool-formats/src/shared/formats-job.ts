import { convertData, type ConvertOptions, type Converted, type DataFormat } from './convert.js';
import { prettifyYaml, type PrettifyYamlOptions } from '../yaml-prettify/yaml-prettify.js';
import { jsonToXml, xmlToJson, type JsonToXmlOptions, type XmlToJsonOptions } from './xml.js';
import { jsonToCsv, type JsonToCsvOptions } from '../json-to-csv/json-to-csv.js';
import { csvToJson, type CsvToJsonOptions } from '../csv-to-json/csv-to-json.js';
import { propertiesToYaml, type PropertiesToYamlOptions } from '../properties-to-yaml/properties-to-yaml.js';
import { jsonToPhpArray, type JsonToPhpArrayOptions } from '../json-to-php-array/json-to-php-array.js';

/** One job of this family's tools: a conversion, or reformatting YAML. */
export type FormatsJob =
  | { kind: 'convert'; input: string; from: DataFormat; to: DataFormat; options: ConvertOptions }
  | { kind: 'prettify-yaml'; input: string; options: PrettifyYamlOptions }
  | { kind: 'xml-to-json'; input: string; options: XmlToJsonOptions }
  | { kind: 'json-to-xml'; input: string; options: JsonToXmlOptions }
  | { kind: 'json-to-csv'; input: string; options: JsonToCsvOptions }
  | { kind: 'csv-to-json'; input: string; options: CsvToJsonOptions }
  | { kind: 'properties-to-yaml'; input: string; options: PropertiesToYamlOptions }
  | { kind: 'json-to-php-array'; input: string; options: JsonToPhpArrayOptions };

/**
 * Runs a job in this thread: {@link convertData}, {@link prettifyYaml} or a tool's conversion function.
 *
 * @param job - the job.
 * @returns the output text and notes for users.
 * @throws ToolInputError for bad input (see the functions above).
 */
export function runFormatsJobHere(job: FormatsJob): Converted {
  if (job.kind === 'prettify-yaml') return { output: prettifyYaml(job.input, job.options), warnings: [] };
  if (job.kind === 'xml-to-json') return xmlToJson(job.input, job.options);
  if (job.kind === 'json-to-xml') return jsonToXml(job.input, job.options);
  if (job.kind === 'json-to-csv') return jsonToCsv(job.input, job.options);
  if (job.kind === 'csv-to-json') return csvToJson(job.input, job.options);
  if (job.kind === 'properties-to-yaml') return propertiesToYaml(job.input, job.options);
  if (job.kind === 'json-to-php-array') return jsonToPhpArray(job.input, job.options);
  return convertData(job.input, job.from, job.to, job.options);
}
