import type { EncodingName } from './tokens.js';

/** When the prices below were read from {@link PRICES_SOURCE}. */
export const PRICES_AS_OF = '2025-08-07';

/** Where the prices come from (OpenAI's API pricing page, standard tier, per million tokens). */
export const PRICES_SOURCE = 'https://openai.com/api/pricing/';

/** One model's price, in US dollars per million tokens. */
export interface ModelPrice {
  model: string;
  encoding: EncodingName;
  /** USD per 1,000,000 input tokens. */
  input: number;
  /** USD per 1,000,000 output tokens. */
  output: number;
}

/** Standard-tier text prices as published on {@link PRICES_SOURCE} on {@link PRICES_AS_OF}. */
export const MODEL_PRICES: readonly ModelPrice[] = [
  { model: 'gpt-5', encoding: 'o200k_base', input: 1.25, output: 10 },
  { model: 'gpt-5-mini', encoding: 'o200k_base', input: 0.25, output: 2 },
  { model: 'gpt-5-nano', encoding: 'o200k_base', input: 0.05, output: 0.4 },
  { model: 'gpt-4.1', encoding: 'o200k_base', input: 2, output: 8 },
  { model: 'gpt-4.1-mini', encoding: 'o200k_base', input: 0.4, output: 1.6 },
  { model: 'gpt-4.1-nano', encoding: 'o200k_base', input: 0.1, output: 0.4 },
  { model: 'gpt-4o', encoding: 'o200k_base', input: 2.5, output: 10 },
  { model: 'gpt-4o-mini', encoding: 'o200k_base', input: 0.15, output: 0.6 },
  { model: 'o3', encoding: 'o200k_base', input: 2, output: 8 },
  { model: 'o4-mini', encoding: 'o200k_base', input: 1.1, output: 4.4 },
  { model: 'gpt-4-turbo', encoding: 'cl100k_base', input: 10, output: 30 },
  { model: 'gpt-3.5-turbo', encoding: 'cl100k_base', input: 0.5, output: 1.5 },
];

/**
 * The cost of a number of tokens for a model.
 *
 * @param tokens - Token count.
 * @param price - The model's price.
 * @param side - `input` (prompt) or `output` (completion) tokens.
 * @returns US dollars.
 */
export function tokenCost(tokens: number, price: ModelPrice, side: 'input' | 'output' = 'input'): number {
  return (tokens * price[side]) / 1_000_000;
}
