// Folder structure diagram's worker: draws and reads inputs of WORKER_INPUT_CHARS characters or
// more off the page's thread, so a 10 MB list never freezes the page (the page terminates it on Cancel).
import { ToolInputError } from '@handy-tools/ui/kit';
import { countEntries, parseStructure, renderTree, treeToStructure, type RenderTreeOptions } from './folder-structure-diagram.js';

/** A job for the worker. */
export type FolderJob =
  { kind: 'draw'; text: string; options: RenderTreeOptions } | { kind: 'read'; text: string; as: 'paths' | 'indented' };

/** The worker's answer: a value, a ToolInputError's message (with its place), or a bug. */
export type FolderAnswer = { value: unknown } | { error: string; line?: number; column?: number } | { bug: string };

const scope = globalThis as unknown as {
  postMessage(message: FolderAnswer): void;
  addEventListener(type: 'message', listener: (e: MessageEvent<FolderJob>) => void): void;
};

scope.addEventListener('message', (e) => {
  const job = e.data;
  try {
    if (job.kind === 'draw') {
      const nodes = parseStructure(job.text);
      scope.postMessage({ value: { text: renderTree(nodes, job.options), counts: countEntries(nodes) } });
    } else {
      scope.postMessage({ value: treeToStructure(job.text, job.as) });
    }
  } catch (err) {
    if (err instanceof ToolInputError) scope.postMessage({ error: err.message, line: err.line, column: err.column });
    else scope.postMessage({ bug: err instanceof Error ? err.message : String(err) });
  }
});
