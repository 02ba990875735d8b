import { tool as phpArrayToJson } from './php-array-to-json/meta.js';
import { tool as jsonToPhpArray } from './json-to-php-array/meta.js';
import { tool as propertiesToYaml } from './properties-to-yaml/meta.js';
import type { Tool } from '@handy-tools/ui/kit';
import { tool as jsonToYamlConverter } from './json-to-yaml-converter/meta.js';
import { tool as yamlToJsonConverter } from './yaml-to-json-converter/meta.js';
import { tool as jsonToToml } from './json-to-toml/meta.js';
import { tool as tomlToJson } from './toml-to-json/meta.js';
import { tool as yamlToToml } from './yaml-to-toml/meta.js';
import { tool as tomlToYaml } from './toml-to-yaml/meta.js';
import { tool as yamlPrettify } from './yaml-prettify/meta.js';
import { tool as xmlToJson } from './xml-to-json/meta.js';
import { tool as jsonToXml } from './json-to-xml/meta.js';
import { tool as jsonToCsv } from './json-to-csv/meta.js';
import { tool as csvToJson } from './csv-to-json/meta.js';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [jsonToYamlConverter, yamlToJsonConverter, jsonToToml, tomlToJson, yamlToToml, tomlToYaml, yamlPrettify, xmlToJson, jsonToXml, jsonToCsv, csvToJson, propertiesToYaml, jsonToPhpArray, phpArrayToJson];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { phpArrayToJson as phpArrayToJsonTool, jsonToPhpArray as jsonToPhpArrayTool, propertiesToYaml as propertiesToYamlTool, jsonToYamlConverter as jsonToYamlConverterTool, yamlToJsonConverter as yamlToJsonConverterTool, jsonToToml as jsonToTomlTool, tomlToJson as tomlToJsonTool, yamlToToml as yamlToTomlTool, tomlToYaml as tomlToYamlTool, yamlPrettify as yamlPrettifyTool, xmlToJson as xmlToJsonTool, jsonToXml as jsonToXmlTool, jsonToCsv as jsonToCsvTool, csvToJson as csvToJsonTool };

export * from './json-to-yaml-converter/json-to-yaml-converter.js';
export * from './yaml-to-json-converter/yaml-to-json-converter.js';
export * from './json-to-toml/json-to-toml.js';
export * from './toml-to-json/toml-to-json.js';
export * from './yaml-to-toml/yaml-to-toml.js';
export * from './toml-to-yaml/toml-to-yaml.js';
export * from './yaml-prettify/yaml-prettify.js';
export * from './xml-to-json/xml-to-json.js';
export * from './json-to-xml/json-to-xml.js';
export * from './json-to-csv/json-to-csv.js';
export * from './csv-to-json/csv-to-json.js';
export { CSV_DELIMITERS, flattenRecord, readCsv, unflattener, unflattenRecord, writeCsv, type ArrayMode, type CsvDelimiterName, type CsvRows, type FlatLeaf } from './shared/csv.js';
export {
  convertData,
  jsonReadNotices,
  parseJsonData,
  parseTomlData,
  parseYamlData,
  printJson,
  printToml,
  printYaml,
  readJsonData,
  type ConvertOptions,
  type Converted,
  type Data,
  type DataFormat,
  type DataObject,
  type JsonData,
} from './shared/convert.js';
export { formatPath, Notes, type PathStep } from './shared/data-path.js';
export * from './properties-to-yaml/properties-to-yaml.js';
export * from './json-to-php-array/json-to-php-array.js';
export * from './php-array-to-json/php-array-to-json.js';
