import type { PixelImage, ReadCodesOptions, ScannedCode } from './zxing.js';

/** A request to the scan worker. */
export interface ScanRequest {
  id: number;
  image: Blob | PixelImage;
  options: ReadCodesOptions;
}

/** What the scan worker answers: progress stages, then the codes or an error. */
export type ScanResponse =
  | { id: number; stage: ScanStage }
  | { id: number; codes: ScannedCode[] }
  | { id: number; error: { name: string; message: string } };

/** Where a scan is: decoding the image file, or finding codes in it. */
export type ScanStage = 'decoding' | 'reading';
