import { loadTokenizer, type EncodingName } from '../shared/tokens/tokens.js';
import { splitPrompt, type PromptPart } from './ai-prompt-splitter.js';

/** A split to run: the text and the tool's settings (plain data, so it can go to a worker). */
export interface SplitJob {
  text: string;
  unit: 'tokens' | 'characters';
  limit: number;
  encoding: EncodingName;
  template: string;
  finalInstruction: string;
}

/**
 * Runs {@link splitPrompt} for a job, loading the tokenizer first in token mode.
 *
 * @param job - The job.
 * @returns The parts.
 * @throws ToolInputError as splitPrompt does.
 */
export async function runSplitJob(job: SplitJob): Promise<PromptPart[]> {
  const measure = job.unit === 'tokens' ? ((tok) => (t: string) => tok.encode(t).length)(await loadTokenizer(job.encoding)) : undefined;
  return splitPrompt(job.text, { limit: job.limit, measure, template: job.template, finalInstruction: job.finalInstruction });
}
