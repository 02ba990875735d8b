// The zxcvbn worker: loads the dictionaries and analyses passwords off the main thread (a long
// password can take over half a second). Loaded by password-strength-client.ts; plain messages.
import { ToolInputError } from '@handy-tools/ui/kit';
import { loadPasswordAnalyser } from './password-strength-analyser.js';
import type { AnalyseRequest, WorkerMessage } from './password-strength-client.js';

const scope = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<AnalyseRequest>) => void): void;
  postMessage(message: WorkerMessage): void;
};

const analyser = loadPasswordAnalyser();
analyser.then(
  () => scope.postMessage({ type: 'ready' }),
  (error: unknown) => scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
);

scope.addEventListener('message', (event) => {
  const { id, password, userInputs } = event.data;
  void analyser.then((a) => {
    try {
      scope.postMessage({ type: 'result', id, analysis: a.analyse(password, userInputs) });
    } catch (error) {
      scope.postMessage({ type: 'result', id, error: error instanceof ToolInputError ? error.message : 'This password could not be analysed.' });
    }
  });
});
