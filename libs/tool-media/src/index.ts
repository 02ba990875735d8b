import { micTesterTool } from './mic-tester/meta.js';
import { cameraRecorderTool } from './camera-recorder/meta.js';
import type { Tool } from '@handy-tools/ui/kit';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [cameraRecorderTool, micTesterTool];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { cameraRecorderTool, micTesterTool };
export * from './camera-recorder/camera-recorder.js';
export * from './mic-tester/mic-tester.js';
/** Helpers both tools use (recorder type, file names, clock, error kinds). */
export {
  captureFileName,
  chooseRecorderMimeType,
  classifyMediaError,
  fileExtensionForMime,
  formatDuration,
  type MediaErrorKind,
  type RecordingFormat,
} from './shared/media-devices/media-logic.js';
