// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/url-parser": { description: "Split a URL into protocol, user, password, host, port, path, query parameters and fragment.", keywords: ["url","uri","parser","parse","whatwg","query","query string","parameters","search params","hostname","port","path","fragment","hash","punycode","idn","origin","relative url","base url"] },
  "/slugify-string": { description: "Turn any text into a URL slug, with transliteration, a separator and case of your choice.", keywords: ["slugify","slug","string","url","permalink","seo","transliterate","transliteration","kebab","file name","ascii","friendly url"] },
  "/url-cleaner": { description: "Remove tracking parameters (utm_*, fbclid, gclid…) from URLs and unwrap known redirect links.", keywords: ["url","clean","cleaner","tracking","utm","fbclid","gclid","privacy","redirect","unwrap","tidy-url","query parameters","strip","remove tracking","safe links"] },
  "/url-fanger": { description: "Defang and refang URLs, domains and IP addresses (hxxp, [.]) so they can be shared without being clicked.", keywords: ["defang","refang","fang","ioc","indicator of compromise","hxxp","threat intelligence","security","url","domain","ip","email","phishing","[.]","cti"] },
  "/safelink-decoder": { description: "Recover the original URLs from Outlook Safe Links and similar wrappers, many at once in a text.", keywords: ["safelinks","safe links","outlook","microsoft defender","office 365","proofpoint","urldefense","url defense","decode","unwrap","redirect","email security","mimecast","barracuda","sophos"] },
  "/sharepoint-decoder": { description: "Find where a SharePoint or OneDrive sharing link points, including u! encoded share ids.", keywords: ["sharepoint","onedrive","sharing link","share id","u!","microsoft graph","shares","decode","office 365","microsoft 365","1drv.ms","driveitem"] },
  "/url-text-fragment-maker": { description: "Build a link that scrolls to and highlights a text on a page (#:~:text=), encoded as the specification says.", keywords: ["url","text","fragment","text fragment","scroll to text","highlight","deep link","anchor",":~:text","link to text","wicg"] },
  "/utm-url-generator": { description: "Add campaign parameters (utm_source, utm_medium, utm_campaign, utm_term, utm_content) to a URL, keeping its own.", keywords: ["utm","campaign","url builder","google analytics","tracking","utm_source","utm_medium","utm_campaign","utm_term","utm_content","marketing","link"] },
  "/user-agent-parser": { description: "Read a user-agent string — this browser's by default — as browser, engine, operating system, device and CPU.", keywords: ["user","agent","user-agent","ua","parser","browser","engine","os","device","cpu","detect","navigator","header","client hints"] },
  "/device-information": { description: "Your screen, window, pixel ratio, orientation, languages, time zone, processor cores, memory, touch and colour scheme, live.", keywords: ["device","information","screen","resolution","viewport","window size","pixel ratio","dpr","orientation","language","time zone","cores","memory","touch","dark mode","color scheme","reduced motion","user agent","browser"] },
  "/og-meta-generator": { description: "Write Open Graph and Twitter card meta tags for a website, article, book, profile, music or video page.", keywords: ["og","open graph","meta","tags","generator","twitter","x","card","social","share","preview","seo","facebook","linkedin","head","html"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/url-parser": () => import('./url-parser/meta.js').then((m) => m.urlParserTool),
  "/slugify-string": () => import('./slugify-string/meta.js').then((m) => m.slugifyStringTool),
  "/url-cleaner": () => import('./url-cleaner/meta.js').then((m) => m.urlCleanerTool),
  "/url-fanger": () => import('./url-fanger/meta.js').then((m) => m.urlFangerTool),
  "/safelink-decoder": () => import('./safelink-decoder/meta.js').then((m) => m.safelinkDecoderTool),
  "/sharepoint-decoder": () => import('./sharepoint-decoder/meta.js').then((m) => m.sharepointDecoderTool),
  "/url-text-fragment-maker": () => import('./url-text-fragment-maker/meta.js').then((m) => m.urlTextFragmentMakerTool),
  "/utm-url-generator": () => import('./utm-url-generator/meta.js').then((m) => m.utmUrlGeneratorTool),
  "/user-agent-parser": () => import('./user-agent-parser/meta.js').then((m) => m.userAgentParserTool),
  "/device-information": () => import('./device-information/meta.js').then((m) => m.deviceInformationTool),
  "/og-meta-generator": () => import('./og-meta-generator/meta.js').then((m) => m.ogMetaGeneratorTool),
};
