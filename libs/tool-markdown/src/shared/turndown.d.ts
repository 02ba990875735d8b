// Types of `turndown` 7.x (MIT) and `@joplin/turndown-plugin-gfm` 1.x (MIT), which ship none.
// API: node_modules/turndown/README.md and the plugin's lib/turndown-plugin-gfm.cjs.js.
declare module 'turndown' {
  namespace TurndownService {
    interface Options {
      headingStyle?: 'setext' | 'atx';
      hr?: string;
      bulletListMarker?: '-' | '+' | '*';
      codeBlockStyle?: 'indented' | 'fenced';
      fence?: '```' | '~~~';
      emDelimiter?: '_' | '*';
      strongDelimiter?: '__' | '**';
      linkStyle?: 'inlined' | 'referenced';
      linkReferenceStyle?: 'full' | 'collapsed' | 'shortcut';
      br?: string;
      preformattedCode?: boolean;
    }
    type Filter = string | string[] | ((node: HTMLElement, options: Options) => boolean);
    interface Rule {
      filter: Filter;
      replacement: (content: string, node: HTMLElement, options: Options) => string;
    }
    type Plugin = (service: TurndownService) => void;
  }
  class TurndownService {
    constructor(options?: TurndownService.Options);
    options: TurndownService.Options;
    addRule(key: string, rule: TurndownService.Rule): this;
    keep(filter: TurndownService.Filter): this;
    remove(filter: TurndownService.Filter): this;
    use(plugins: TurndownService.Plugin | TurndownService.Plugin[]): this;
    escape(text: string): string;
    turndown(html: string | Node): string;
  }
  export default TurndownService;
}

declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown';
  export const gfm: TurndownService.Plugin;
  export const tables: TurndownService.Plugin;
  export const strikethrough: TurndownService.Plugin;
  export const taskListItems: TurndownService.Plugin;
  export const highlightedCodeBlock: TurndownService.Plugin;
}
