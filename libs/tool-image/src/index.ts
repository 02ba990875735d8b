import { ocrImageTool } from './ocr-image/meta.js';
import { svgPlaceholderGeneratorTool } from './svg-placeholder-generator/meta.js';
import { potraceTool } from './potrace/meta.js';
import { imageToAsciiArtTool } from './image-to-ascii-art/meta.js';
import { imageToCssTool } from './image-to-css/meta.js';
import { removeExifTool } from './remove-exif/meta.js';
import { imageExifReaderTool } from './image-exif-reader/meta.js';
import { heicConverterTool } from './heic-converter/meta.js';
import { icoConverterTool } from './ico-converter/meta.js';
import { imageConverterTool } from './image-converter/meta.js';
import { imageResizerTool } from './image-resizer/meta.js';
import type { Tool } from '@handy-tools/ui/kit';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [imageResizerTool, imageConverterTool, icoConverterTool, heicConverterTool, imageExifReaderTool, removeExifTool, imageToCssTool, imageToAsciiArtTool, potraceTool, svgPlaceholderGeneratorTool, ocrImageTool];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { imageResizerTool, imageConverterTool, icoConverterTool, heicConverterTool, imageExifReaderTool, removeExifTool, imageToCssTool, imageToAsciiArtTool, potraceTool, svgPlaceholderGeneratorTool, ocrImageTool };
export * from './image-resizer/image-resizer.js';
export * from './image-converter/image-converter.js';
export * from './ico-converter/ico-converter.js';
export * from './heic-converter/heic-converter.js';
export * from './image-exif-reader/image-exif-reader.js';
export * from './remove-exif/remove-exif.js';
export * from './image-to-css/image-to-css.js';
export * from './image-to-ascii-art/image-to-ascii-art.js';
export * from './potrace/potrace.js';
export * from './svg-placeholder-generator/svg-placeholder-generator.js';
export * from './ocr-image/ocr-image.js';
