import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of ./state.ts. */
export const ogMetaGeneratorTool = defineTool({
  path: '/og-meta-generator',
  name: 'Open Graph meta generator',
  description: 'Write Open Graph and Twitter card meta tags for a website, article, book, profile, music or video page.',
  keywords: [
    'og',
    'open graph',
    'meta',
    'tags',
    'generator',
    'twitter',
    'x',
    'card',
    'social',
    'share',
    'preview',
    'seo',
    'facebook',
    'linkedin',
    'head',
    'html',
  ],
  icon: 'IconShare',
  component: () => import('./OgMetaGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    {
      label: 'Movie (ogp.me)',
      state: {
        type: 'video.movie',
        title: 'The Rock',
        url: 'https://www.imdb.com/title/tt0117500/',
        imageUrl: 'https://ia.media-imdb.com/images/rock.jpg',
        properties: { 'video:release_date': '1996-06-07', 'video:duration': '8160' },
      },
    },
    {
      label: 'Article with image',
      state: {
        type: 'article',
        title: 'Tom & Jerry: "The <Movie>"',
        description: 'A cat & a mouse, reviewed.',
        url: 'https://example.com/reviews/tom-and-jerry',
        siteName: 'Example Reviews',
        locale: 'en_US',
        imageUrl: 'https://example.com/images/tom-and-jerry.jpg',
        imageWidth: '1200',
        imageHeight: '630',
        imageAlt: 'Tom chasing Jerry',
        properties: { 'article:published_time': '2026-11-28T09:30:00Z', 'article:section': 'Film', 'article:tag': 'cartoon\nreview' },
        twitterSite: '@example',
      },
    },
    {
      label: 'Profile',
      state: {
        type: 'profile',
        title: 'Ada Lovelace',
        url: 'https://example.com/ada',
        properties: { 'profile:first_name': 'Ada', 'profile:last_name': 'Lovelace', 'profile:username': 'ada', 'profile:gender': 'female' },
        twitterCard: 'summary',
      },
    },
  ],
});
