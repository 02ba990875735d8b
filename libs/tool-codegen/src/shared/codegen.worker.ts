// The family's worker: runs quicktype (several MB) off the main thread, so the tools' chunks stay
// small and typing never freezes the page. Loaded by codegen-client.ts; cancelled by terminating it.
import { exposeWorkerApi } from '@handy-tools/compute';
import { generateCode } from './codegen.js';
import type { CodegenRequest, GeneratedCode } from './codegen-types.js';

/** The API the worker exposes. */
export interface CodegenWorkerApi {
  /** {@link generateCode} of one request. */
  generate(request: CodegenRequest): Promise<GeneratedCode>;
}

const api: CodegenWorkerApi = { generate: generateCode };

exposeWorkerApi(api);
