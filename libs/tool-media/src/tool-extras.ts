// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/camera-recorder": { description: "Preview your camera, record video and take snapshots, then download them.", keywords: ["camera","recorder","webcam","video","record","snapshot","photo","screenshot","mediarecorder","webm","mp4"] },
  "/mic-tester": { description: "Check your microphone with a level meter, loop-back, and a recording you can play back.", keywords: ["mic","microphone","tester","test","audio","level","meter","dbfs","loopback","record","sound","input"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/camera-recorder": () => import('./camera-recorder/meta.js').then((m) => m.cameraRecorderTool),
  "/mic-tester": () => import('./mic-tester/meta.js').then((m) => m.micTesterTool),
};
