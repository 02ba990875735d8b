// The converter's logic lives in the family's image pipeline (../shared/image-pipeline: format
// sniffing, BMP/ICO/GIF writers, sizes), which the resizer shares; this entry point re-exports the
// part that is the converter's own, for use from code.
export { svgRenderSize, type SvgRenderSize } from '../shared/image-pipeline/formats.js';
