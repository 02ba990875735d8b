// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconTool } from '@tabler/icons-react';
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/regex-tester": { icon: IconTool, description: "Test a JavaScript regular expression: matches and groups, replace preview, railroad diagram and sample strings.", keywords: ["regex","tester"] },
  "/crontab-generator": { icon: IconTool, description: "Build a cron expression, read it in plain language and see its next runs in a chosen time zone.", keywords: ["crontab","generator"] },
  "/chmod-calculator": { icon: IconTool, description: "Convert Unix file permissions between checkboxes, octal (755) and symbolic (rwxr-xr-x) notation.", keywords: ["chmod","calculator"] },
  "/curl-converter": { icon: IconTool, description: "Convert a curl command into fetch, Python requests, Go, PHP, Java and other languages.", keywords: ["curl","converter"] },
  "/file-type": { icon: IconTool, description: "Find a file's type, MIME type and extension from its magic bytes, not its name.", keywords: ["file","type"] },
  "/folder-structure-diagram": { icon: IconTool, description: "Turn an indented list or paths into a tree diagram (├── └──) and back.", keywords: ["folder","structure","diagram"] },
  "/torrent-to-magnet": { icon: IconTool, description: "Read a .torrent file: magnet link with v1/v2 info hash, name, trackers and file list.", keywords: ["torrent","to","magnet"] },
  "/keycode-info": { icon: IconTool, description: "Press a key to see its key, code, keyCode, which, location and modifiers.", keywords: ["keycode","info"] },
  "/random-port-generator": { icon: IconTool, description: "Generate random TCP/UDP port numbers from a chosen range, avoiding well-known ports.", keywords: ["random","port","generator"] },
  "/benchmark-builder": { icon: IconTool, description: "Enter timings per variant and get mean, median, standard deviation, a comparison table and chart.", keywords: ["benchmark","builder"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/regex-tester": () => import('./regex-tester/meta.js').then((m) => m.regexTesterTool),
  "/crontab-generator": () => import('./crontab-generator/meta.js').then((m) => m.crontabGeneratorTool),
  "/chmod-calculator": () => import('./chmod-calculator/meta.js').then((m) => m.chmodCalculatorTool),
  "/curl-converter": () => import('./curl-converter/meta.js').then((m) => m.curlConverterTool),
  "/file-type": () => import('./file-type/meta.js').then((m) => m.fileTypeTool),
  "/folder-structure-diagram": () => import('./folder-structure-diagram/meta.js').then((m) => m.folderStructureDiagramTool),
  "/torrent-to-magnet": () => import('./torrent-to-magnet/meta.js').then((m) => m.torrentToMagnetTool),
  "/keycode-info": () => import('./keycode-info/meta.js').then((m) => m.keycodeInfoTool),
  "/random-port-generator": () => import('./random-port-generator/meta.js').then((m) => m.randomPortGeneratorTool),
  "/benchmark-builder": () => import('./benchmark-builder/meta.js').then((m) => m.benchmarkBuilderTool),
};
