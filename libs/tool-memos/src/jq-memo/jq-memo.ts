import { msg } from '@lingui/core/macro';
import type { Memo } from '../shared/memo/memo.js';

/**
 * The jq cheat sheet (jq 1.7 manual, https://jqlang.org/manual/): paths, pipes, building values,
 * selecting, arrays, strings, objects and the command line, on a small document with a `users`
 * array (`name`, `age`, `roles`, `email`) and a `version`. Written for this project; the tests run
 * every filter with jq 1.7 (jq-wasm).
 */
export const jqMemo: Memo = {
  id: 'jq',
  sections: [
    {
      id: 'paths',
      title: msg`Paths`,
      entries: [
        { code: '.', description: msg`The input, unchanged (pretty-printed).` },
        { code: '.version', description: msg`A member of an object.` },
        { code: '.users[0].name', description: msg`Index from 0, then a member.` },
        { code: '.users[-1].name', description: msg`Negative index: from the end.` },
        { code: '.users[].name', description: msg`\`[]\`: each element in turn, one output per element.` },
        { code: '.users[1:] | map(.name)', description: msg`Slice: from index 1 to the end.` },
        { code: '.users[0]["email"]', description: msg`Bracket notation for any key.` },
        { code: '.users[2].email', description: msg`A missing key gives \`null\`, not an error.` },
        { code: '.version | .[]?', description: msg`\`?\`: ignore errors (a string cannot be iterated).` },
      ],
    },
    {
      id: 'build',
      title: msg`Pipes and building values`,
      entries: [
        { code: '.users[0] | .name', description: msg`\`|\`: feed each output into the next filter.` },
        { code: '.users[0].name, .version', description: msg`\`,\`: several outputs in a row.` },
        { code: '[.users[].age]', description: msg`Collect the outputs into an array.` },
        { code: '.users[] | {name, age}', description: msg`Build an object; \`name\` is short for \`name: .name\`.` },
        { code: '{count: (.users | length)}', description: msg`A computed value needs parentheses.` },
        { code: '.users[2].email // "none"', description: msg`\`//\`: a fallback when the left side is \`null\` or \`false\`.` },
        { code: '.users | length as $n | "\\($n) users"', description: msg`\`as $name\`: keep a value in a variable.` },
      ],
    },
    {
      id: 'select',
      title: msg`Select`,
      entries: [
        { code: '.users[] | select(.age > 30) | .name', description: msg`\`select\`: keep the inputs where the condition is true.` },
        { code: '.users[] | select(.email != null) | .email', description: msg`Skip \`null\` values.` },
        { code: '.users[] | select(has("email") | not) | .name', description: msg`\`has\` a key; \`not\` negates.` },
        { code: '.users[] | select(.name | test("^[AB]")) | .name', description: msg`\`test\`: matches a regular expression (PCRE-like).` },
        { code: '.users[] | select(.roles | index("admin")) | .name', description: msg`Elements whose array contains a value.` },
        { code: '.users | any(.age > 40)', description: msg`\`any\` / \`all\`: true if some / every element passes.` },
      ],
    },
    {
      id: 'arrays',
      title: msg`Arrays`,
      entries: [
        { code: '.users | length', description: msg`Number of elements (characters of a string, keys of an object).` },
        { code: '.users | map(.age) | add', description: msg`\`map\` every element; \`add\` sums numbers or joins arrays and strings.` },
        { code: '.users | sort_by(.age) | map(.name)', description: msg`Sort by a key; \`reverse\` for descending.` },
        { code: '.users | max_by(.age) | .name', description: msg`Element with the largest key; \`min_by\` the smallest.` },
        { code: '[.users[].roles[]] | unique', description: msg`Sorted distinct values.` },
        {
          code: '[.users[].roles[]] | group_by(.) | map({role: .[0], count: length})',
          description: msg`\`group_by\`: count values by group.`,
        },
        { code: '[.users[].roles] | flatten', description: msg`Nested arrays into one.` },
        {
          code: '.users | to_entries | map("\\(.key): \\(.value.name)")',
          description: msg`\`to_entries\`: index and element of each item.`,
        },
        { code: 'reduce .users[] as $u (0; . + $u.age)', description: msg`\`reduce\`: fold the outputs into one value (start; update).` },
        { code: '[limit(2; .users[])] | map(.name)', description: msg`\`limit(n; f)\`: only the first n outputs.` },
      ],
    },
    {
      id: 'strings',
      title: msg`Strings`,
      entries: [
        { code: '.users[] | "\\(.name) is \\(.age)"', description: msg`\`\\(…)\`: string interpolation.` },
        { code: '.users | map(.name) | join(", ")', description: msg`Join an array of strings.` },
        { code: '.version | split(".") | map(tonumber)', description: msg`Split a string; \`tonumber\` / \`tostring\` convert.` },
        { code: '.users[0].name | ascii_downcase', description: msg`Lower case; \`ascii_upcase\` upper case.` },
        { code: '.users[0].email | sub("@.*"; "")', description: msg`Replace the first match; \`gsub\` replaces all.` },
        { code: '.users[0].email | ltrimstr("ann@")', description: msg`Remove a prefix; \`rtrimstr\` a suffix.` },
        { code: '.users[0].name | @base64', description: msg`Encode: \`@base64\`, \`@base64d\`, \`@uri\`, \`@html\`, \`@sh\`, \`@json\`.` },
      ],
    },
    {
      id: 'objects',
      title: msg`Objects`,
      entries: [
        { code: '.users[0] | keys', description: msg`Sorted keys; \`keys_unsorted\` keeps their order.` },
        { code: '.users[0] | del(.roles, .email)', description: msg`Remove keys.` },
        { code: '.users[0] | .age += 1 | .age', description: msg`Update in place: \`=\`, \`|=\`, \`+=\`, \`-=\`…` },
        {
          code: '.users[1] | with_entries(select(.value != null))',
          description: msg`Filter or rename keys through \`key\` and \`value\`.`,
        },
        { code: '.users[0] + {admin: true} | keys', description: msg`\`+\` merges objects (right side wins); \`*\` merges deeply.` },
        { code: '.users | INDEX(.name) | keys', description: msg`Turn an array into an object keyed by a field.` },
        { code: '[paths(type == "number")]', description: msg`Paths to every number in the document.` },
      ],
    },
    {
      id: 'command-line',
      title: msg`Command line`,
      entries: [
        { code: "jq -r '.users[].name' data.json", description: msg`\`-r\`: strings without quotes.` },
        { code: "jq -c '.users[0]' data.json", description: msg`\`-c\`: one line per output.` },
        {
          code: "jq --arg who Bob '.users[] | select(.name == $who) | .age' data.json",
          description: msg`\`--arg\`: pass a string as a variable.`,
        },
        {
          code: "jq --argjson min 30 '[.users[] | select(.age >= $min) | .name]' data.json",
          description: msg`\`--argjson\`: pass a JSON value.`,
        },
        { code: "jq -s 'length' a.json b.json", description: msg`\`-s\`: read every input into one array.` },
        { code: "jq -n '[range(3)]'", description: msg`\`-n\`: no input; build values from nothing.` },
        { code: "jq -r '.users[] | [.name, .age] | @csv' data.json", description: msg`CSV lines; \`@tsv\` for tab-separated.` },
        { code: 'jq \'.version = "2.0.0"\' data.json', description: msg`Change a value and print the whole document.` },
      ],
    },
  ],
};
