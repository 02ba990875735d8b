import { defineTool } from '@handy-tools/ui/kit';

export const sensitiveDataMaskerTool = defineTool({
  path: '/sensitive-data-masker',
  name: 'Sensitive data masker',
  description: 'Mask e-mail addresses, IP addresses, card numbers, phone numbers, IBANs, JWTs and API keys in a text.',
  keywords: ['sensitive', 'data', 'masker', 'redact', 'anonymize', 'pii', 'gdpr', 'log', 'email', 'ip', 'credit card', 'iban', 'jwt', 'api key'],
  icon: 'IconSpy',
  component: () => import('./SensitiveDataMaskerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    {
      label: 'Log lines',
      state: {
        input:
          '2026-11-28T09:12:03Z login ok user=john.doe@example.com ip=192.0.2.10 ua=curl\n2026-11-28T09:12:04Z GET /v1/charges key=sk_test_4eC39HqLyjWDarjtT1zdp7dc from 2001:db8::42\n2026-11-28T09:12:05Z payment card=4111 1111 1111 1111 iban=DE89 3704 0044 0532 0130 00',
      },
    },
    { label: 'Partial masks', state: { input: 'Call +44 20 7946 0958 or write to jane@example.org (card 5555 5555 5555 4444).', style: 'partial' } },
    { label: 'Own pattern, [TYPE] labels', state: { input: 'Ticket ORD-2026-0042 for AKIAIOSFODNN7EXAMPLE', style: 'label', patterns: 'ORD-\\d{4}-\\d{4}' } },
  ],
});
