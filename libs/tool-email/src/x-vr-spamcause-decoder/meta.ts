import { defineTool } from '@handy-tools/ui/kit';

export const xVrSpamcauseDecoderTool = defineTool({
  path: '/x-vr-spamcause-decoder',
  name: 'X-VR-SPAMCAUSE decoder',
  description: 'Decode the X-VR-SPAMCAUSE header that OVH mail servers add to messages.',
  keywords: ['x-vr-spamcause', 'x-ovh-spamcause', 'spamcause', 'ovh', 'ovhcloud', 'vade', 'vade retro', 'spam', 'header', 'decoder', 'email'],
  icon: 'IconMailQuestion',
  component: () => import('./XVrSpamcauseDecoderTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // Values from public mailing-list archives (messages relayed by OVH) and the Stack Overflow question 41507130.
  examples: [
    {
      label: 'Forbidden header',
      state: { input: 'X-OVH-SPAMCAUSE: gggruggvucftvghtrhhoucdtuddrfeelgedrvdduucetufdoteggodetrfdotffvucfrrhhofhhilhgvmecuqfggjfenuceurghilhhouhhtmecufedttdenucgohfhorhgsihguuggvnhfjughrucdlhedttddm' },
    },
    {
      label: 'Header block',
      state: {
        input:
          'X-Ovh-Tracer-Id: 2002975937169034137\nX-VR-SPAMSTATE: OK\nX-VR-SPAMSCORE: -100\nX-VR-SPAMCAUSE: gggruggvucftvghtrhhoucdtuddrgeduhedrtdeigdeflecutefuodetggdotefrodftvfcurfhrohhfihhlvgemucfqggfjpdevjffgvefmvefgnecuuegrihhlohhuthemucehtddtnecusecvtfgvtghiphhivghnthhsucdlqddutddtmdenucfjughrpefuvfhfhffkffgfgggjtgfgsehtjeertddtfeejnecuhfhrohhmpeevrogurhhitggpnfgvpgfiohgrthgvrhcuoegtlhhgsehkrghougdrohhrgheqnecukfhppedtrddtrddtrddtpdekvddrieegrddvhedtrddujedtnecuvehluhhsthgvrhfuihiivgeptdenucfrrghrrghmpehmohguvgepshhmthhpqdhouhhtpdhhvghlohepphhlrgihvghrjedukedrhhgrrdhovhhhrdhnvghtpdhinhgvtheptddrtddrtddrtddpmhgrihhlfhhrohhmpegtlhhgsehkrghougdrohhrghdprhgtphhtthhopehlihhnuhigphhptgdquggvvheslh',
      },
    },
  ],
});
