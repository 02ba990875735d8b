import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are the UI's input and options: `text`, `pronunciation`, `wordSeparator`. */
export const textToNatoAlphabet = defineTool({
  path: '/text-to-nato-alphabet',
  name: 'Text to NATO alphabet',
  description: 'Spell text with the ICAO/NATO spelling alphabet (Alfa, Bravo, Charlie…), e.g. to read it out over the phone or radio.',
  keywords: ['nato', 'icao', 'phonetic', 'spelling', 'alphabet', 'alfa', 'bravo', 'radio', 'radiotelephony', 'spell'],
  icon: 'IconMessageLanguage',
  component: () => import('./TextToNatoAlphabetTool.js'),
  createdAt: '2026-11-22',
  npmPackages: [],
  examples: [
    { label: 'Booking reference', state: { text: 'XJ7 4KQ' } },
    { label: 'With ICAO pronunciation', state: { text: 'Flight 509', pronunciation: true } },
    { label: 'One word per line', state: { text: 'Hello world', wordSeparator: 'newline' } },
  ],
});
