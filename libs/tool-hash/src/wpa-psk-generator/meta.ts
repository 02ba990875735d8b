import { defineTool } from '@handy-tools/ui/kit';

/**
 * Example states; keys are the UI's fields: `ssid` and the option `showPassphrase`. The
 * passphrase is a secret, so examples never set it.
 */
export const wpaPskGeneratorTool = defineTool({
  path: '/wpa-psk-generator',
  name: 'WPA PSK generator',
  description:
    'Derive the WPA/WPA2-Personal pre-shared key (PBKDF2-HMAC-SHA1, 4096 iterations) from a Wi-Fi passphrase and SSID, with a wpa_supplicant.conf block.',
  keywords: ['wpa', 'wpa2', 'psk', 'pre-shared key', 'wifi', 'wi-fi', 'wlan', 'ssid', 'passphrase', 'pbkdf2', 'wpa_supplicant', 'wpa_passphrase', '802.11i'],
  icon: 'IconWifi',
  component: () => import('./WpaPskGeneratorTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['@noble/hashes'],
  examples: [
    { label: 'SSID "IEEE" (802.11i test: passphrase "password")', state: { ssid: 'IEEE', showPassphrase: true } },
    { label: 'Non-ASCII SSID', state: { ssid: 'Café Wi-Fi ☕' } },
  ],
});
