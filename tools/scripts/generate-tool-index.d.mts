/** Literal fields of a tool's meta.ts that the generated index and extras copy (see generate-tool-index.mjs). */
export interface MetaFields {
  path: `/${string}`;
  name: string;
  description: string;
  keywords: string[];
  icon: string;
  createdAt?: string;
  redirectFrom?: string[];
  layout?: string;
  network?: string[];
}

/** One tool of a family, read from its meta.ts. */
export interface FamilyTool {
  folder: string;
  file: string;
  exportName: string;
  fields: MetaFields;
  componentImport: string;
}

/** Reads one tool's meta.ts. Throws an Error naming the file and line when its shape is unexpected. */
export declare function readMeta(file: string): Omit<FamilyTool, 'folder' | 'file'>;
/** The tools of a family (its folder) in registry order. */
export declare function familyTools(dir: string): FamilyTool[];
/** Source of a family's generated src/tool-index.ts. */
export declare function toolIndexSource(tools: FamilyTool[]): string;
/** Source of a family's generated src/tool-extras.ts. */
export declare function toolExtrasSource(tools: FamilyTool[]): string;
/** The id of a tool's icon in the app's sprite: its path without the leading slash. */
export declare function iconSymbolId(path: string): string;
/** The app's own icons in the sprite: symbol id (`ui-…`) → @tabler/icons-react export name. */
export declare const uiIcons: Record<string, string>;
/** Source of the app's icon sprite (apps/web/src/tools/tool-icons.svg): one <symbol> per tool. */
export declare function toolIconsSource(tools: Pick<FamilyTool, 'fields'>[]): string;
/** The tool family folder names under libs/. */
export declare function families(): string[];
/** Every generated file with the content it should have. */
export declare function expectedFiles(): { file: string; content: string }[];
