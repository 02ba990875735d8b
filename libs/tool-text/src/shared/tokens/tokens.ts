import { ToolInputError } from '@handy-tools/ui/kit';

/** The OpenAI encodings offered (tiktoken names). */
export const ENCODINGS = ['o200k_base', 'cl100k_base'] as const;

/** An OpenAI byte-pair encoding: `o200k_base` (GPT-4o, GPT-4.1, GPT-5, o-series) or `cl100k_base` (GPT-4, GPT-3.5). */
export type EncodingName = (typeof ENCODINGS)[number];

/** What the tools need from a tokenizer: text → token ids, ids → text. */
export interface Tokenizer {
  encode(text: string): number[];
  decode(tokens: Iterable<number>): string;
}

/**
 * Loads an encoding of `gpt-tokenizer` (its ranks are large: ~1 MB gzip for o200k_base, ~450 KB
 * for cl100k_base), lazily, once. Special tokens in the text (such as `<|endoftext|>`) are
 * counted as plain text, as the OpenAI API does for user content.
 *
 * @param name - The encoding.
 * @returns The tokenizer.
 */
export async function loadTokenizer(name: EncodingName): Promise<Tokenizer> {
  const mod = name === 'o200k_base' ? await import('gpt-tokenizer/encoding/o200k_base') : await import('gpt-tokenizer/encoding/cl100k_base');
  return { encode: (text) => mod.encode(text, { disallowedSpecial: new Set() }), decode: (tokens) => mod.decode(tokens) };
}

/** One message of the OpenAI Chat Completions format. */
export interface ChatMessage {
  role: string;
  content: string;
  name?: string;
}

/**
 * Reads chat messages in the OpenAI Chat Completions format: an array of `{ role, content, name? }`,
 * or an object with such an array in `messages` (a request body). Content given as an array of parts
 * (`[{ type: 'text', text }]`) is joined; other parts (images, audio) are not counted.
 *
 * @param json - The JSON text.
 * @returns The messages.
 * @throws ToolInputError when the JSON does not parse or a message lacks a string role or content (the message is named by its index, from 1).
 */
export function parseChatMessages(json: string): ChatMessage[] {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (e) {
    throw new ToolInputError(`The messages are not valid JSON: ${(e as Error).message}`);
  }
  const list = Array.isArray(data) ? data : typeof data === 'object' && data !== null && Array.isArray((data as { messages?: unknown }).messages) ? (data as { messages: unknown[] }).messages : null;
  if (list === null) throw new ToolInputError('Expected an array of messages, or an object with a "messages" array.');
  return list.map((m, i) => {
    if (typeof m !== 'object' || m === null) throw new ToolInputError(`Message ${i + 1} is not an object.`);
    const { role, content, name } = m as Record<string, unknown>;
    if (typeof role !== 'string') throw new ToolInputError(`Message ${i + 1} has no "role" string.`);
    let text: string;
    if (typeof content === 'string') text = content;
    else if (content === null || content === undefined) text = '';
    else if (Array.isArray(content))
      text = content
        .map((part: unknown) => (typeof part === 'object' && part !== null && typeof (part as { text?: unknown }).text === 'string' ? (part as { text: string }).text : ''))
        .join('');
    else throw new ToolInputError(`Message ${i + 1}: "content" must be a string or an array of parts.`);
    if (name !== undefined && typeof name !== 'string') throw new ToolInputError(`Message ${i + 1}: "name" must be a string.`);
    return name === undefined ? { role, content: text } : { role, content: text, name };
  });
}

/**
 * The prompt tokens of a chat, counted as in OpenAI's cookbook "How to count tokens with tiktoken"
 * (`num_tokens_from_messages`, for gpt-4/gpt-4o and later): 3 tokens per message, the tokens of
 * each value (role, content, name), 1 more for a name, and 3 that prime the reply
 * (`<|start|>assistant<|message|>`).
 *
 * @param messages - The messages.
 * @param tokenizer - The encoding's tokenizer.
 * @returns The token count.
 * @see https://cookbook.openai.com/examples/how_to_count_tokens_with_tiktoken
 */
export function countChatTokens(messages: readonly ChatMessage[], tokenizer: Tokenizer): number {
  let total = 3;
  for (const m of messages) {
    total += 3 + tokenizer.encode(m.role).length + tokenizer.encode(m.content).length;
    if (m.name !== undefined) total += 1 + tokenizer.encode(m.name).length;
  }
  return total;
}
