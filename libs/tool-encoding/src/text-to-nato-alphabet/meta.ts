import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are the UI's input and options: `text`, `alphabet`, `figures`, `punctuation`, `pronunciation`, `wordSeparator`. */
export const textToNatoAlphabet = defineTool({
  path: '/text-to-nato-alphabet',
  name: 'Text to NATO alphabet',
  description: 'Spell text with the ICAO/NATO spelling alphabet (Alfa, Bravo, Charlie…), e.g. to read it out over the phone or radio.',
  keywords: ['nato', 'icao', 'phonetic', 'spelling', 'alphabet', 'alfa', 'bravo', 'radio', 'radiotelephony', 'spell', 'niner', 'itu', 'din 5009', 'buchstabiertafel', 'wabun'],
  icon: 'IconMessageLanguage',
  component: () => import('./TextToNatoAlphabetTool.js'),
  createdAt: '2026-11-22',
  npmPackages: [],
  examples: [
    { label: 'Booking reference', state: { text: 'XJ7 4KQ' } },
    { label: 'With ICAO pronunciation', state: { text: 'Flight 509', pronunciation: true } },
    { label: 'One word per line', state: { text: 'Hello world', wordSeparator: 'newline' } },
    { label: 'Radio figures (Tree, Fife, Niner)', state: { text: 'QNH 1013.5', figures: 'spoken', punctuation: true } },
    { label: 'ITU figure code', state: { text: '118.35', figures: 'itu', punctuation: true, pronunciation: true } },
    { label: 'German (DIN 5009)', state: { text: 'Müller-Lüdenscheidt', alphabet: 'de', punctuation: true } },
    { label: 'French', state: { text: 'Dupont', alphabet: 'fr' } },
    { label: 'Japanese (Wabun)', state: { text: 'トウキョウ', alphabet: 'ja' } },
    { label: 'Korean', state: { text: '한글', alphabet: 'ko' } },
  ],
});
