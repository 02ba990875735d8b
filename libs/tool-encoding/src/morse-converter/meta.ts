import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are the UI's inputs: `text`, `morse`. */
export const morseConverter = defineTool({
  path: '/morse-converter',
  name: 'Morse Code Converter',
  description: 'Convert text to International Morse code (ITU-R M.1677-1) and back: letters, figures and punctuation.',
  keywords: ['morse', 'code', 'itu', 'telegraph', 'cw', 'dot', 'dash', 'sos', 'encode', 'decode', 'converter'],
  icon: 'IconBroadcast',
  component: () => import('./MorseConverterTool.js'),
  createdAt: '2026-11-22',
  npmPackages: [],
  examples: [
    { label: 'SOS', state: { text: 'SOS' } },
    { label: 'Text with punctuation', state: { text: 'What hath God wrought?' } },
    { label: 'Decode Morse', state: { morse: '.... . .-.. .-.. --- / .-- --- .-. .-.. -..' } },
  ],
});
