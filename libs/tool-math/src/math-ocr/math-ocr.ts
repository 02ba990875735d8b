import { NetworkError, ToolInputError } from '@handy-tools/ui/kit';

/** The image-to-text model the tool runs, on its hub, and the files transformers.js reads from it. */
export interface OcrModel {
  /** Repository on the Hugging Face Hub, e.g. `Xenova/texify`. */
  id: string;
  /** Git revision (branch, tag or commit) of the repository. */
  revision: string;
  /** Paths in the repository that transformers.js downloads for the pipeline. */
  files: readonly string[];
}

/**
 * texify (Vik Paruchuri, a Donut-style vision encoder-decoder that reads formulas as LaTeX),
 * converted to ONNX for transformers.js, 8-bit quantized (`dtype: 'q8'`, the `_quantized` files):
 * the model the reference tool used (`pipeline('image-to-text', 'Xenova/texify')`).
 */
export const TEXIFY_MODEL: OcrModel = {
  id: 'Xenova/texify',
  revision: 'main',
  files: [
    'config.json',
    'generation_config.json',
    'preprocessor_config.json',
    'tokenizer.json',
    'tokenizer_config.json',
    'onnx/encoder_model_quantized.onnx',
    'onnx/decoder_model_merged_quantized.onnx',
  ],
};

/** The hub's host: model files come from `https://huggingface.co/<id>/resolve/<revision>/<path>`. */
export const HUB_ORIGIN = 'https://huggingface.co';

/**
 * Hosts the tool contacts: the hub, and the storage its `resolve` URLs redirect large files to
 * (LFS on the CDN, or Xet storage). The Content-Security-Policy checks every redirect.
 */
export const MODEL_HOSTS = ['huggingface.co', 'cdn-lfs.hf.co', 'cdn-lfs-us-1.hf.co', 'cas-bridge.xethub.hf.co'] as const;

/** Longest LaTeX the model writes for one image, in tokens (the reference's `max_new_tokens`). */
export const DEFAULT_MAX_NEW_TOKENS = 384;

/**
 * URL of one model file on the hub, as transformers.js requests it (its `remoteHost` and
 * `remotePathTemplate`).
 *
 * @param path - a path in the repository, e.g. `config.json`.
 * @param model - the model (default {@link TEXIFY_MODEL}).
 * @returns e.g. `https://huggingface.co/Xenova/texify/resolve/main/config.json`.
 * @see https://huggingface.co/docs/hub/api (file download endpoint `/resolve/`).
 */
export function modelFileUrl(path: string, model: OcrModel = TEXIFY_MODEL): string {
  return `${HUB_ORIGIN}/${model.id}/resolve/${encodeURIComponent(model.revision)}/${path}`;
}

/**
 * URL of the hub's description of the model repository with the size of every file
 * (`blobs=true`), asked before anything is downloaded.
 *
 * @param model - the model (default {@link TEXIFY_MODEL}).
 * @returns e.g. `https://huggingface.co/api/models/Xenova/texify/revision/main?blobs=true`.
 * @see https://huggingface.co/docs/hub/api (`GET /api/models/{repo_id}/revision/{revision}`).
 */
export function modelInfoUrl(model: OcrModel = TEXIFY_MODEL): string {
  return `${HUB_ORIGIN}/api/models/${model.id}/revision/${encodeURIComponent(model.revision)}?blobs=true`;
}

/** Size of each file the tool downloads, and their sum, in bytes. */
export interface ModelDownload {
  files: { path: string; bytes: number }[];
  totalBytes: number;
}

/**
 * Reads the size of the model's files from the hub's description of the repository.
 *
 * @param info - the parsed JSON of {@link modelInfoUrl}: `{ siblings: [{ rfilename, size?, lfs?: { size } }] }`.
 * @param model - the model whose `files` are needed.
 * @returns the size of each needed file (LFS size when the file is in LFS) and the total.
 * @throws ToolInputError when the answer is not a repository description, or a needed file is
 *   missing from it or has no size (the repository changed: the tool cannot say what it would download).
 * @see https://huggingface.co/docs/hub/api (model info with `blobs=true`).
 */
export function modelDownloadSize(info: unknown, model: OcrModel = TEXIFY_MODEL): ModelDownload {
  const siblings = (info as { siblings?: unknown } | null)?.siblings;
  if (!Array.isArray(siblings)) throw new ToolInputError(`The hub's answer about ${model.id} is not a model description (it has no file list).`);
  const sizes = new Map<string, number>();
  for (const entry of siblings as { rfilename?: unknown; size?: unknown; lfs?: { size?: unknown } }[]) {
    const size = typeof entry?.lfs?.size === 'number' ? entry.lfs.size : entry?.size;
    if (typeof entry?.rfilename === 'string' && typeof size === 'number' && Number.isFinite(size) && size >= 0) sizes.set(entry.rfilename, size);
  }
  const files = model.files.map((path) => {
    const bytes = sizes.get(path);
    if (bytes === undefined) throw new ToolInputError(`The model ${model.id} on the hub has no file ${path} (or no size for it): it changed, and this tool cannot use it.`);
    return { path, bytes };
  });
  return { files, totalBytes: files.reduce((sum, file) => sum + file.bytes, 0) };
}

/** One progress report of transformers.js (`progress_callback`), as far as the tool reads it. */
export interface ModelProgressEvent {
  status: string;
  file?: string;
  loaded?: number;
  total?: number;
}

/** Bytes received so far for each model file, and whether each is done. */
export type ModelProgress = Record<string, { loaded: number; total: number; done: boolean }>;

/**
 * Folds one transformers.js progress report into the per-file progress.
 *
 * @param progress - the progress so far (not changed).
 * @param event - an `initiate`, `download`, `progress` (with `loaded`/`total` bytes) or `done`
 *   report for a file; other reports (`ready`, `progress_total`) leave the progress as it is.
 * @returns the new progress.
 * @see transformers.js `ProgressInfo` (utils/core.js).
 */
export function foldModelProgress(progress: ModelProgress, event: ModelProgressEvent): ModelProgress {
  if (!event.file) return progress;
  const before = progress[event.file] ?? { loaded: 0, total: 0, done: false };
  switch (event.status) {
    case 'initiate':
    case 'download':
      return { ...progress, [event.file]: before };
    case 'progress':
      return { ...progress, [event.file]: { loaded: event.loaded ?? before.loaded, total: event.total ?? before.total, done: false } };
    case 'done':
      return { ...progress, [event.file]: { loaded: Math.max(before.loaded, before.total), total: before.total, done: true } };
    default:
      return progress;
  }
}

/**
 * Bytes received out of the total, for a progress bar.
 *
 * @param progress - per-file progress.
 * @param expectedTotal - the size announced before the download (from {@link modelDownloadSize}),
 *   used while some files have not told their size yet.
 * @returns `{ loaded, total }` in bytes, `loaded ≤ total`.
 */
export function totalModelProgress(progress: ModelProgress, expectedTotal = 0): { loaded: number; total: number } {
  const files = Object.values(progress);
  const loaded = files.reduce((sum, file) => sum + file.loaded, 0);
  const total = Math.max(expectedTotal, files.reduce((sum, file) => sum + file.total, 0), loaded);
  return { loaded, total };
}

/**
 * The formula out of texify's answer. texify writes Markdown with the math between `$…$` or
 * `$$…$$` (or `\(…\)`, `\[…\]`); when the whole answer is one formula its delimiters are removed,
 * otherwise the text is kept as written (text and formulas mixed).
 *
 * @param generated - the model's text for one image.
 * @returns `{ latex, markdown }`: the formula without delimiters (or the whole text), and the
 *   answer as the model wrote it, trimmed.
 */
export function latexFromTexify(generated: string): { latex: string; markdown: string } {
  const markdown = generated.trim();
  const match = /^(?:\$\$([\s\S]+?)\$\$|\$([^$]+)\$|\\\[([\s\S]+?)\\\]|\\\(([\s\S]+?)\\\))$/.exec(markdown);
  const inner = match ? (match[1] ?? match[2] ?? match[3] ?? match[4] ?? '') : markdown;
  return { latex: inner.trim(), markdown };
}

/**
 * The messages transformers.js throws for an HTTP failure of a model file (its `ERROR_MAPPING`,
 * utils/hub), by status; other statuses read `Error (<status>) occurred while trying to load file`.
 */
const HUB_HTTP_MESSAGES: Record<number, string> = {
  400: 'Bad request error occurred',
  401: 'Unauthorized access to file',
  403: 'Forbidden access to file',
  404: 'Could not locate file',
  408: 'Request timeout error occurred',
  500: 'Internal server error error occurred',
  502: 'Bad gateway error occurred',
  503: 'Service unavailable error occurred',
  504: 'Gateway timeout error occurred',
};

/**
 * Explains why the model could not be downloaded or run, for the message next to the model panel.
 *
 * @param error - what the size check or the pipeline threw: a ToolInputError/NetworkError (kept),
 *   a `TypeError` from fetch (network failure), transformers.js' HTTP errors (see
 *   {@link HUB_HTTP_MESSAGES}), or anything else (ONNX Runtime failing to read a file, say).
 * @param online - `navigator.onLine`.
 * @returns a ToolInputError (a NetworkError for network failures) whose message says what happened
 *   and what to do.
 */
export function explainModelError(error: unknown, online: boolean): ToolInputError {
  if (error instanceof ToolInputError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const explicit = (error as { status?: unknown } | null)?.status;
  const coded = /Error \((\d{3})\) occurred while trying to load file/.exec(message)?.[1];
  const mapped = Object.entries(HUB_HTTP_MESSAGES).find(([, text]) => message.startsWith(text))?.[0];
  const status = typeof explicit === 'number' ? explicit : Number(coded ?? mapped ?? Number.NaN);
  if (Number.isInteger(status)) {
    const what = status === 404 ? 'a model file is missing' : 'try again later';
    return new NetworkError('http', `huggingface.co answered ${status} for a model file: ${what}.`, { status, cause: error });
  }
  const networkFailure = (error instanceof TypeError || (error as { name?: unknown } | null)?.name === 'TypeError') && /fetch|network|load failed/i.test(message);
  if (networkFailure || /Failed to fetch|NetworkError when attempting to fetch/i.test(message)) {
    if (!online) {
      return new NetworkError('offline', 'You are offline and the model is not in this browser yet: connect to the internet once to download it; after that the tool works offline.', {
        cause: error,
      });
    }
    return new NetworkError('unreachable', 'Could not reach huggingface.co to download the model: it may be down or blocked by your network. Try again later.', { cause: error });
  }
  return new ToolInputError(`The model could not be loaded or run: ${message}`, { cause: error });
}
