import type { ResampleFilter } from './encode-rgba.js';
import type { OutputFormat } from './formats.js';

/** How the output is resampled: a pica filter in JavaScript, the browser's own high-quality scaler, or nearest neighbour. */
export type ResizeMethod = ResampleFilter | 'browser';

/** What the pipeline does with one image. */
export interface PipelineJob {
  /** The output format. */
  format: OutputFormat;
  /** Quality of lossy formats (JPEG, WebP, AVIF), 0–100. */
  quality: number;
  /** `#rrggbb` laid under transparent parts for formats without alpha (JPEG, BMP). */
  background: string;
  /** The output size and how to reach it, or null to keep the source's size. */
  resize: { width: number; height: number; method: ResizeMethod } | null;
  /** SVG sources: the size they are drawn at when `resize` is null (default: their own size). */
  svgRender?: { scale: number; width: number };
  /** GIF: keep transparency (1-bit) rather than flattening on `background`. */
  gifTransparency?: boolean;
}

/** The pipeline's steps, in order. */
export type PipelineStage = 'decoding' | 'resizing' | 'encoding';

/** Progress of a job: its step and how far the whole job is, 0–1. */
export interface PipelineProgress {
  stage: PipelineStage;
  fraction: number;
}

/** Something worth telling the visitor about a result. */
export type PipelineNote = 'upscaled' | 'ico-downscaled';

/** What a job produced. */
export interface PipelineResult {
  blob: Blob;
  format: OutputFormat;
  width: number;
  height: number;
  sourceWidth: number;
  sourceHeight: number;
  notes: PipelineNote[];
}

/** Which output formats this browser writes (canvas formats are feature-detected; GIF, BMP, ICO always). */
export type EncoderSupport = Record<OutputFormat, boolean>;
