import { benchmarkBuilderTool } from './benchmark-builder/meta.js';
import { randomPortGeneratorTool } from './random-port-generator/meta.js';
import { keycodeInfoTool } from './keycode-info/meta.js';
import { torrentToMagnetTool } from './torrent-to-magnet/meta.js';
import { folderStructureDiagramTool } from './folder-structure-diagram/meta.js';
import { fileTypeTool } from './file-type/meta.js';
import { curlConverterTool } from './curl-converter/meta.js';
import { chmodCalculatorTool } from './chmod-calculator/meta.js';
import { crontabGeneratorTool } from './crontab-generator/meta.js';
import { regexTesterTool } from './regex-tester/meta.js';
import type { Tool } from '@handy-tools/ui/kit';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [
  regexTesterTool,
  crontabGeneratorTool,
  chmodCalculatorTool,
  curlConverterTool,
  fileTypeTool,
  folderStructureDiagramTool,
  torrentToMagnetTool,
  keycodeInfoTool,
  randomPortGeneratorTool,
  benchmarkBuilderTool,
];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export {
  regexTesterTool,
  crontabGeneratorTool,
  chmodCalculatorTool,
  curlConverterTool,
  fileTypeTool,
  folderStructureDiagramTool,
  torrentToMagnetTool,
  keycodeInfoTool,
  randomPortGeneratorTool,
  benchmarkBuilderTool,
};
export * from './regex-tester/regex-tester.js';
export * from './crontab-generator/crontab-generator.js';
export * from './chmod-calculator/chmod-calculator.js';
export * from './curl-converter/curl-converter.js';
export * from './file-type/file-type.js';
export * from './folder-structure-diagram/folder-structure-diagram.js';
export * from './torrent-to-magnet/torrent-to-magnet.js';
export * from './keycode-info/keycode-info.js';
export * from './random-port-generator/random-port-generator.js';
export * from './benchmark-builder/benchmark-builder.js';
