// The regex tester's worker: runs the user's pattern (matches, replace, split, sample checks) away
// from the page. The page terminates it when a job takes longer than its time limit (catastrophic
// backtracking), so nothing the user types can freeze the page. Loaded by regex-runner.ts.
import { ToolInputError } from '@handy-tools/ui/kit';
import { runRegexJob, type RegexJob } from './regex-tester.js';
import type { RegexWorkerReply } from './regex-runner.js';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<{ id: number; job: RegexJob }>) => void) | null;
  postMessage(message: RegexWorkerReply): void;
};

scope.onmessage = (event) => {
  const { id, job } = event.data;
  try {
    scope.postMessage({ id, report: runRegexJob(job) });
  } catch (error) {
    const message =
      error instanceof ToolInputError ? error.message : `Unexpected error: ${error instanceof Error ? error.message : String(error)}`;
    scope.postMessage({ id, error: message });
  }
};

scope.postMessage({ ready: true });
