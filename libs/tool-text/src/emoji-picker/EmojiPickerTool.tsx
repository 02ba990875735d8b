import { useLingui } from '@lingui/react/macro';
import { ButtonsSelect, Select, Stack, TextInput, ValueTable, useToolState, type ValueRow } from '@handy-tools/ui';
import { useEffect, useMemo, useState } from 'react';
import { EMOJI_DATA_VERSION, EMOJI_GROUPS, EMOJIS, MODIFIER_BASES } from './emoji-data.js';
import { applySkinTone, codePoints, htmlEscape, jsEscape, searchEmojis, utf16Escape, type Emoji, type SkinTone } from './emoji-picker.js';
import styles from './EmojiPickerTool.module.css';
import { emojiPickerState } from './state.js';

const RECENT_KEY = 'emoji-picker:recent';
const RECENT_MAX = 24;
const BY_EMOJI = new Map(EMOJIS.map((e) => [e.emoji, e]));

/** Reads the recently used emojis from storage (browser only; never during render). */
function readRecent(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((e): e is string => typeof e === 'string' && BY_EMOJI.has(e)).slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

/** A grid of emoji buttons; the pressed one is the selection. */
function EmojiGrid({
  emojis,
  label,
  selected,
  tone,
  onPick,
}: {
  emojis: readonly Emoji[];
  label: string;
  selected: string;
  tone: SkinTone;
  onPick: (e: Emoji) => void;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {emojis.map((e) => (
        <li key={e.emoji}>
          <button
            type="button"
            className={styles.emoji}
            aria-label={e.name}
            title={e.name}
            aria-pressed={e.emoji === selected}
            onClick={() => onPick(e)}
          >
            {e.skinTones ? applySkinTone(e.emoji, tone, MODIFIER_BASES) : e.emoji}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Emoji picker: the UI. */
export default function EmojiPickerTool() {
  const { t } = useLingui();
  const [{ search, selected, group, tone, limit }, update] = useToolState(emojiPickerState);
  const [recent, setRecent] = useState<string[]>([]);
  useEffect(() => setRecent(readRecent()), []);

  const query = search.trim();
  const browsing = query === '';
  const found = useMemo(
    () => searchEmojis(query, EMOJIS, { group: browsing && group !== 'all' && EMOJI_GROUPS.includes(group) ? group : 'all' }),
    [query, browsing, group],
  );
  const shown = found.slice(0, limit);

  const picked = BY_EMOJI.get(selected);
  const pickedText = picked ? (picked.skinTones ? applySkinTone(picked.emoji, tone, MODIFIER_BASES) : picked.emoji) : '';

  const pick = (e: Emoji) => {
    update({ selected: e.emoji });
    const next = [e.emoji, ...readRecent().filter((x) => x !== e.emoji)].slice(0, RECENT_MAX);
    try {
      localStorage.setItem(RECENT_KEY, JSON.stringify(next));
    } catch {
      // storage full or denied: keep the list for this visit only
    }
    setRecent(next);
  };

  const rows: ValueRow[] = picked
    ? [
        { key: 'emoji', label: t`Emoji`, value: pickedText },
        { key: 'name', label: t`Name`, value: picked.name },
        { key: 'code', label: t`Code points`, value: codePoints(pickedText) },
        { key: 'html', label: t`HTML`, value: htmlEscape(pickedText) },
        { key: 'js', label: t`JavaScript`, value: jsEscape(pickedText) },
        { key: 'utf16', label: t`UTF-16 (JSON, Java, C#)`, value: utf16Escape(pickedText) },
        { key: 'keywords', label: t`Keywords`, value: picked.keywords.join(', ') || null },
        { key: 'group', label: t`Group`, value: `${picked.group} · Emoji ${picked.version}` },
      ]
    : [];

  const toneOptions: { value: SkinTone; label: string }[] = [
    { value: 'none', label: t`Default` },
    { value: 'light', label: t`Light` },
    { value: 'medium-light', label: t`Medium-light` },
    { value: 'medium', label: t`Medium` },
    { value: 'medium-dark', label: t`Medium-dark` },
    { value: 'dark', label: t`Dark` },
  ];
  const recentEmojis = recent.map((e) => BY_EMOJI.get(e)).filter((e): e is Emoji => e !== undefined);
  const count = found.length;

  return (
    <Stack>
      <TextInput
        label={t`Search emojis`}
        type="search"
        value={search}
        onChange={(search) => update({ search })}
        placeholder={t`Name, keyword, emoji or code point: heart, party, 👍, U+1F600`}
      />
      <div className={styles.controls}>
        <Select
          label={t`Group`}
          value={EMOJI_GROUPS.includes(group) ? group : 'all'}
          onChange={(group) => update({ group })}
          options={[{ value: 'all', label: t`All groups` }, ...EMOJI_GROUPS.map((g) => ({ value: g, label: g }))]}
        />
        <ButtonsSelect<SkinTone>
          label={t`Skin tone`}
          value={tone}
          onChange={(tone) => update({ tone })}
          options={toneOptions}
          size="small"
        />
        <Select
          label={t`Max results`}
          value={String(limit)}
          onChange={(v) => update({ limit: Number(v) })}
          options={[...new Set([100, 300, 1000, 2000, limit])].sort((x, y) => x - y).map(String)}
        />
      </div>
      <div className={styles.details}>
        {picked ? (
          <Stack>
            <div className={styles.preview} aria-hidden="true">
              {pickedText}
            </div>
            <ValueTable caption={t`Selected emoji: ${picked.name}`} rows={rows} />
          </Stack>
        ) : (
          <p className={styles.placeholder}>{t`Pick an emoji to see and copy its code points and escapes.`}</p>
        )}
      </div>
      {recentEmojis.length > 0 && (
        <>
          <h3 className={styles.heading}>{t`Recently used`}</h3>
          <EmojiGrid emojis={recentEmojis} label={t`Recently used emojis`} selected={selected} tone={tone} onPick={pick} />
        </>
      )}
      <p role="status" className={count === 0 ? styles.placeholder : styles.note}>
        {count === 0
          ? t`No emoji matches “${query}”.`
          : count > shown.length
            ? t`Showing ${shown.length} of ${count} emojis: narrow the search, pick a group or raise the limit.`
            : t`${count} emojis.`}
      </p>
      <EmojiGrid emojis={shown} label={browsing ? t`Emojis` : t`Search results`} selected={selected} tone={tone} onPick={pick} />
      <p
        className={styles.note}
      >{t`Data: Emoji ${EMOJI_DATA_VERSION.emoji} from unicode-emoji-json ${EMOJI_DATA_VERSION.unicodeEmojiJson}, keywords from emojilib ${EMOJI_DATA_VERSION.emojilib}.`}</p>
    </Stack>
  );
}
