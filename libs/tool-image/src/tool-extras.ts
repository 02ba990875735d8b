// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/image-resizer": { description: "Resize images by pixels or percentage, keeping the aspect ratio, with quality and output format.", keywords: ["image","resizer","resize","scale","downscale","upscale","thumbnail","dimensions","width","height","aspect ratio","lanczos","pica","photo","jpeg","png","webp"] },
  "/image-converter": { description: "Convert images between PNG, JPEG, WebP, AVIF, GIF, BMP and ICO, and render SVG to PNG at a chosen size.", keywords: ["image","converter","convert","format","png","jpeg","jpg","webp","avif","gif","bmp","ico","icon","svg","svg to png","transparency","quality","compress"] },
  "/ico-converter": { description: "Turn a PNG into a multi-size ICO icon, or extract the images of an ICO file as PNG.", keywords: ["ico","icon","favicon","converter","png","windows","bmp","cur","extract"] },
  "/heic-converter": { description: "Convert HEIC/HEIF photos to JPEG or PNG in your browser.", keywords: ["heic","heif","converter","iphone","apple","photo","jpeg","jpg","png","webp","hevc","libheif"] },
  "/image-exif-reader": { description: "Read EXIF, IPTC, XMP and GPS metadata of a photo and estimate its JPEG quality.", keywords: ["image","exif","reader","metadata","iptc","xmp","icc","gps","location","camera","photo","jpeg quality","thumbnail","png","webp","heic"] },
  "/remove-exif": { description: "Strip metadata from JPEG and PNG images without re-encoding them, and list what was removed.", keywords: ["remove","exif","strip","metadata","gps","location","privacy","xmp","iptc","jpeg","png","webp","clean","lossless"] },
  "/image-to-css": { description: "Turn an image into a data URI, a CSS background or an img tag; SVG is optimised first.", keywords: ["image","css","data uri","data url","base64","svg","svgo","background-image","img","picture","inline","embed"] },
  "/image-to-ascii-art": { description: "Draw an image as ASCII art with a chosen width and character set, in plain text or coloured HTML.", keywords: ["image","ascii","art","text art","ansi","characters","photo to text","picture","convert"] },
  "/potrace": { description: "Trace a bitmap image into an SVG vector drawing with potrace.", keywords: ["potrace","trace","vectorize","vectorise","bitmap","raster","svg","png","jpeg","convert","posterize","colour","color","logo","scan"] },
  "/svg-placeholder-generator": { description: "Make a placeholder image as SVG and data URI, with its size, colours and text.", keywords: ["svg","placeholder","generator","image","dummy","mockup","data uri","base64","png","wireframe"] },
  "/ocr-image": { description: "Extract text from images and PDF pages with Tesseract OCR, in your browser.", keywords: ["ocr","image","pdf","text","recognition","tesseract","scan","extract","photo","screenshot","character"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/image-resizer": () => import('./image-resizer/meta.js').then((m) => m.imageResizerTool),
  "/image-converter": () => import('./image-converter/meta.js').then((m) => m.imageConverterTool),
  "/ico-converter": () => import('./ico-converter/meta.js').then((m) => m.icoConverterTool),
  "/heic-converter": () => import('./heic-converter/meta.js').then((m) => m.heicConverterTool),
  "/image-exif-reader": () => import('./image-exif-reader/meta.js').then((m) => m.imageExifReaderTool),
  "/remove-exif": () => import('./remove-exif/meta.js').then((m) => m.removeExifTool),
  "/image-to-css": () => import('./image-to-css/meta.js').then((m) => m.imageToCssTool),
  "/image-to-ascii-art": () => import('./image-to-ascii-art/meta.js').then((m) => m.imageToAsciiArtTool),
  "/potrace": () => import('./potrace/meta.js').then((m) => m.potraceTool),
  "/svg-placeholder-generator": () => import('./svg-placeholder-generator/meta.js').then((m) => m.svgPlaceholderGeneratorTool),
  "/ocr-image": () => import('./ocr-image/meta.js').then((m) => m.ocrImageTool),
};
