import { defineTool } from '@handy-tools/ui/kit';

export const wifiQrcodeGeneratorTool = defineTool({
  path: '/wifi-qrcode-generator',
  name: 'Wi-Fi QR code generator',
  description: 'Make a QR code that joins a Wi-Fi network: SSID, password, security type, hidden network.',
  keywords: [
    'wifi',
    'wi-fi',
    'wlan',
    'qrcode',
    'qr',
    'generator',
    'ssid',
    'password',
    'wpa',
    'wpa2',
    'wpa3',
    'wep',
    'eap',
    'network',
    'guest',
  ],
  icon: 'IconWifi',
  component: () => import('./WifiQrcodeGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['qrcode'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'Open guest network', state: { security: 'nopass', ssid: 'Café Guests' } },
    {
      label: 'Hidden WPA3-only network',
      state: { security: 'WPA3', ssid: 'Home; 5 GHz', password: 'correct horse battery staple', hidden: true },
    },
    {
      label: 'WPA2-Enterprise (PEAP)',
      state: {
        security: 'WPA2-EAP',
        ssid: 'Campus',
        eapMethod: 'PEAP',
        eapPhase2: 'MSCHAPV2',
        eapIdentity: 'jane@example.edu',
        eapAnonymousIdentity: 'anonymous@example.edu',
      },
    },
  ],
});
