// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/regex-tester": { description: "Test a JavaScript regular expression: matches and groups, replace preview, railroad diagram and sample strings.", keywords: ["regex","regexp","regular expression","tester","match","replace","capture group","named group","railroad diagram","randexp","javascript"] },
  "/crontab-generator": { description: "Build a cron expression, read it in plain language and see its next runs in a chosen time zone.", keywords: ["crontab","cron","generator","schedule","cronjob","quartz","eventbridge","next run","time zone","explain"] },
  "/chmod-calculator": { description: "Convert Unix file permissions between checkboxes, octal (755) and symbolic (rwxr-xr-x) notation.", keywords: ["chmod","calculator","permissions","unix","linux","octal","symbolic","rwx","setuid","setgid","sticky","umask","ls -l"] },
  "/curl-converter": { description: "Convert a curl command into fetch, Python requests, Go, PHP, Java and other languages.", keywords: ["curl","converter","copy as curl","fetch","python","requests","axios","go","php","java","okhttp","csharp","rust","ruby","powershell","httpie","har","wget","http request"] },
  "/file-type": { description: "Find a file's type, MIME type and extension from its magic bytes, not its name.", keywords: ["file","type","mime","magic number","signature","extension","detect","header","charset","bom"] },
  "/folder-structure-diagram": { description: "Turn an indented list or file paths into a tree diagram (├── └──), and a tree back into paths.", keywords: ["folder","directory","tree","structure","diagram","ascii","paths","indented","readme","project layout"] },
  "/torrent-to-magnet": { description: "Read a .torrent file: magnet link with v1/v2 info hash, name, size, trackers and file list. Also reads magnet links.", keywords: ["torrent","magnet","bittorrent","info hash","btih","btmh","bencode","trackers","bep 9","bep 52"] },
  "/keycode-info": { description: "Press a key to see its key, code, keyCode, which, location and modifiers, as a page receives them.", keywords: ["keycode","key","code","keyboard","event","keydown","which","location","modifiers","shortcut","javascript"] },
  "/random-port-generator": { description: "Pick random, unused-looking port numbers from a range, avoiding well-known and IANA-assigned ports (secure random).", keywords: ["port","random","tcp","udp","network","dynamic ports","ephemeral","iana","rfc 6335","dev server"] },
  "/benchmark-builder": { description: "Compare timings of several variants: mean, median, standard deviation, p95, ratio to the fastest, chart and Markdown table.", keywords: ["benchmark","performance","timing","compare","mean","median","standard deviation","p95","ops/s","markdown","chart"] },
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
