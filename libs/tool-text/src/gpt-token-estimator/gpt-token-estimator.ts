import { MODEL_PRICES, tokenCost, type ModelPrice } from '../shared/tokens/prices.js';
import { countChatTokens, parseChatMessages, type EncodingName, type Tokenizer } from '../shared/tokens/tokens.js';

export { MODEL_PRICES, PRICES_AS_OF, PRICES_SOURCE } from '../shared/tokens/prices.js';
export { ENCODINGS, type EncodingName } from '../shared/tokens/tokens.js';

/** One piece of text as the model sees it: the text of one token, or of a few tokens that together make whole characters. */
export interface TokenPiece {
  text: string;
  ids: number[];
}

/**
 * Splits token ids into displayable pieces: each token decoded on its own, except where a token
 * holds only part of a character's UTF-8 bytes (an emoji, a CJK character): such tokens are
 * grouped until they decode to whole characters (no U+FFFD).
 *
 * @param ids - Token ids, in order.
 * @param decode - The encoding's decoder.
 * @param max - At most this many pieces (default all).
 * @returns The pieces; joining their texts gives the decoded text (of the first `max` pieces).
 */
export function tokenPieces(ids: readonly number[], decode: (ids: Iterable<number>) => string, max = Infinity): TokenPiece[] {
  const out: TokenPiece[] = [];
  let group: number[] = [];
  for (const id of ids) {
    if (out.length >= max) break;
    group.push(id);
    const text = decode(group);
    // Up to 4 bytes make a character: stop waiting after 4 tokens and show what there is.
    if (!text.endsWith('\uFFFD') || group.length >= 4) {
      out.push({ text, ids: group });
      group = [];
    }
  }
  if (group.length > 0 && out.length < max) out.push({ text: decode(group), ids: group });
  return out;
}

/** What {@link countTokens} returns. */
export interface TokenCount {
  /** Tokens billed as input (for chats: with the per-message overhead). */
  count: number;
  /** The token ids of a plain text (null for a chat). */
  ids: number[] | null;
  /** Number of messages of a chat (null for a plain text). */
  messages: number | null;
}

/**
 * Counts the tokens of a plain text, or of chat messages in the OpenAI format (JSON) with the
 * cookbook's per-message overhead.
 *
 * @param input - The text, or the chat's JSON.
 * @param mode - `text` or `chat`.
 * @param tokenizer - The encoding's tokenizer (see `loadTokenizer`).
 * @returns The count, and the ids for a plain text.
 * @throws ToolInputError for chat JSON that does not parse or is not a list of messages (see parseChatMessages).
 */
export function countTokens(input: string, mode: 'text' | 'chat', tokenizer: Tokenizer): TokenCount {
  if (mode === 'chat') {
    const messages = parseChatMessages(input);
    return { count: countChatTokens(messages, tokenizer), ids: null, messages: messages.length };
  }
  const ids = tokenizer.encode(input);
  return { count: ids.length, ids, messages: null };
}

/** One row of the cost table. */
export interface CostRow extends ModelPrice {
  /** USD for the tokens as input. */
  inputCost: number;
  /** USD for the same number of tokens as output. */
  outputCost: number;
}

/**
 * The cost of a token count for each model that uses the encoding, from the dated price table.
 *
 * @param tokens - Token count.
 * @param encoding - The encoding counted with.
 * @returns One row per model (USD).
 */
export function costRows(tokens: number, encoding: EncodingName): CostRow[] {
  return MODEL_PRICES.filter((p) => p.encoding === encoding).map((p) => ({ ...p, inputCost: tokenCost(tokens, p, 'input'), outputCost: tokenCost(tokens, p, 'output') }));
}
