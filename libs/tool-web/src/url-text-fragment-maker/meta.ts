import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of ./state.ts. */
export const urlTextFragmentMakerTool = defineTool({
  path: '/url-text-fragment-maker',
  name: 'URL text fragment maker',
  description: 'Build a link that scrolls to and highlights a text on a page (#:~:text=), encoded as the specification says.',
  keywords: [
    'url',
    'text',
    'fragment',
    'text fragment',
    'scroll to text',
    'highlight',
    'deep link',
    'anchor',
    ':~:text',
    'link to text',
    'wicg',
  ],
  icon: 'IconHighlight',
  component: () => import('./UrlTextFragmentMakerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    {
      label: 'Text with context',
      state: {
        url: 'https://en.wikipedia.org/wiki/Hypertext',
        directives: [{ prefix: 'the', textStart: 'World Wide Web', textEnd: '', suffix: '' }],
      },
    },
    {
      label: 'A range of text',
      state: {
        url: 'https://example.com/article#intro',
        directives: [{ prefix: '', textStart: 'an example', textEnd: 'text fragment', suffix: '' }],
      },
    },
    {
      label: 'Two texts, with - , &',
      state: {
        url: 'https://developer.mozilla.org/en-US/docs/Web/URI/Reference/Fragment/Text_fragments',
        directives: [
          { prefix: '', textStart: 'text-fragment', textEnd: '', suffix: '' },
          { prefix: '', textStart: 'prefix, suffix & more', textEnd: '', suffix: '' },
        ],
      },
    },
  ],
});
