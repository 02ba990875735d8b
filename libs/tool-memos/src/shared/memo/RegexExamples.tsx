import { Trans } from '@lingui/react/macro';
import { MemoExtra } from './MemoView.js';
import { regexParts, type RegexMemoEntry } from './regex-entry.js';

/** Shows `␠` for spaces at the ends of an example, so that they can be seen. */
function visible(text: string): string {
  if (text === '') return '""';
  return text.replace(/^ +| +$/g, (spaces) => '␠'.repeat(spaces.length)).replace(/\n/g, '↵');
}

// Examples are passed to <Trans> as elements, never as text: Lingui reads tags such as `<b>` in
// text values as its own placeholders, and regex examples are full of them.

function FlagsLine({ flags }: { flags: string }) {
  const code = <code>{flags}</code>;
  return (
    <MemoExtra>
      <Trans>Flags: {code}</Trans>
    </MemoExtra>
  );
}

function FindsLine({ input, match }: { input: string; match: string }) {
  const found = <code>{visible(match)}</code>;
  const text = <code>{visible(input)}</code>;
  return (
    <MemoExtra>
      <Trans>
        Finds {found} in {text}
      </Trans>
    </MemoExtra>
  );
}

/** The examples of a regex memo entry: the flags, what it finds or accepts, and what it rejects. */
export function RegexExamples({ entry }: { entry: RegexMemoEntry }) {
  const { flags } = regexParts(entry);
  const accepted = entry.matches ?? [];
  const rejected = entry.rejects ?? [];
  return (
    <>
      {entry.flags && <FlagsLine flags={flags} />}
      {(entry.finds ?? []).map(([input, match]) => (
        <FindsLine key={input} input={input} match={match} />
      ))}
      {accepted.length > 0 && (
        <MemoExtra>
          <Trans>Matches:</Trans>{' '}
          {accepted.map((text, i) => (
            <span key={text}>
              {i > 0 && ', '}
              <code>{visible(text)}</code>
            </span>
          ))}
        </MemoExtra>
      )}
      {rejected.length > 0 && (
        <MemoExtra>
          <Trans>No match:</Trans>{' '}
          {rejected.map((text, i) => (
            <span key={text}>
              {i > 0 && ', '}
              <code>{visible(text)}</code>
            </span>
          ))}
        </MemoExtra>
      )}
    </>
  );
}
