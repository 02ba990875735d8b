import keywords from 'emojilib/dist/emoji-en-US.json' with { type: 'json' };
import groups from 'unicode-emoji-json/data-by-group.json' with { type: 'json' };
import { buildEmojis, modifierBases, type EmojiDataGroup } from './emoji-picker.js';

/** The data packages in the build (keep in step with package.json). */
export const EMOJI_DATA_VERSION = { unicodeEmojiJson: '0.9.0', emojilib: '4.0.3', emoji: '17.0' };

/** Every RGI emoji (without skin tone variants), in Unicode's order, with emojilib's keywords. */
export const EMOJIS = buildEmojis(groups as EmojiDataGroup[], keywords as Record<string, string[]>);

/** The group names, in Unicode's order. */
export const EMOJI_GROUPS = (groups as EmojiDataGroup[]).map((g) => g.name);

/** Code points that take a skin tone. */
export const MODIFIER_BASES = modifierBases(EMOJIS);
