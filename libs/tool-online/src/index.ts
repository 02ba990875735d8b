import { multiLinkDownloaderTool } from './multi-link-downloader/meta.js';
import { websocketTesterTool } from './websocket-tester/meta.js';
import { apiTesterTool } from './api-tester/meta.js';
import { currencyConverterTool } from './currency-converter/meta.js';
import { dnsQueriesTool } from './dns-queries/meta.js';
import { ipGeoLocationTool } from './ip-geo-location/meta.js';
import { myIpTool } from './my-ip/meta.js';
import type { Tool } from '@handy-tools/ui/kit';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [myIpTool, ipGeoLocationTool, dnsQueriesTool, currencyConverterTool, apiTesterTool, websocketTesterTool, multiLinkDownloaderTool];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { myIpTool, ipGeoLocationTool, dnsQueriesTool, currencyConverterTool, apiTesterTool, websocketTesterTool, multiLinkDownloaderTool };
export * from './my-ip/my-ip.js';
export * from './ip-geo-location/ip-geo-location.js';
export * from './dns-queries/dns-queries.js';
export * from './currency-converter/currency-converter.js';
export * from './api-tester/api-tester.js';
export * from './websocket-tester/websocket-tester.js';
export * from './multi-link-downloader/multi-link-downloader.js';
