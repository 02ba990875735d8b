// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconTool } from '@tabler/icons-react';
import type { ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/url-parser": { icon: IconTool, description: "Split a URL into protocol, user, password, host, port, path, query parameters and fragment.", keywords: ["url","parser"] },
  "/slugify-string": { icon: IconTool, description: "Turn any text into a URL slug, with transliteration, a separator and case of your choice.", keywords: ["slugify","string"] },
  "/url-cleaner": { icon: IconTool, description: "Remove tracking parameters (utm_*, fbclid, gclid…) from URLs and unwrap known redirect links.", keywords: ["url","cleaner"] },
  "/url-fanger": { icon: IconTool, description: "Defang and refang URLs, domains and IP addresses (hxxp, [.]) so they can be shared without being clicked.", keywords: ["url","fanger"] },
  "/safelink-decoder": { icon: IconTool, description: "Recover the original URLs from Outlook Safe Links and similar wrappers, many at once in a text.", keywords: ["safelink","decoder"] },
  "/sharepoint-decoder": { icon: IconTool, description: "Find where a SharePoint or OneDrive sharing link points, including u! encoded share ids.", keywords: ["sharepoint","decoder"] },
  "/url-text-fragment-maker": { icon: IconTool, description: "Build a link that scrolls to and highlights a text on a page (#:~:text=), encoded as the specification says.", keywords: ["url","text","fragment","maker"] },
  "/utm-url-generator": { icon: IconTool, description: "Add campaign parameters (utm_source, utm_medium, utm_campaign, utm_term, utm_content) to a URL, keeping its own.", keywords: ["utm","url","generator"] },
  "/user-agent-parser": { icon: IconTool, description: "Read a user-agent string — this browser's by default — as browser, engine, operating system, device and CPU.", keywords: ["user","agent","parser"] },
  "/device-information": { icon: IconTool, description: "Your screen, window, pixel ratio, orientation, languages, time zone, processor cores, memory, touch and colour scheme, live.", keywords: ["device","information"] },
  "/og-meta-generator": { icon: IconTool, description: "Write Open Graph and Twitter card meta tags for a website, article, book, profile, music or video page.", keywords: ["og","meta","generator"] },
};
