import { defineTool } from '@handy-tools/ui/kit';

export const utmUrlGeneratorTool = defineTool({
  path: '/utm-url-generator',
  name: 'UTM URL generator',
  description: 'Add campaign parameters (utm_source, utm_medium, utm_campaign, utm_term, utm_content) to a URL, keeping its own.',
  keywords: ['utm', 'campaign', 'url builder', 'google analytics', 'tracking', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'marketing', 'link'],
  icon: 'IconSpeakerphone',
  component: () => import('./UtmUrlGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    { label: 'Newsletter', state: { url: 'https://example.com/spring-sale', source: 'newsletter', medium: 'email', campaign: 'spring_sale', content: 'header button' } },
    { label: 'Keeps existing parameters', state: { url: 'https://shop.example/item?id=42&color=red#reviews', source: 'google', medium: 'cpc', campaign: 'brand', term: 'red shoes' } },
  ],
});
