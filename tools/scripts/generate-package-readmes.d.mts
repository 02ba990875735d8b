export declare const START: string;
export declare const END: string;
export declare function metaExportName(path: string): string;
export declare function logicExports(dir: string): Map<string, string[]>;
export declare function readmeSection(dir: string): string;
export declare function expectedReadmes(): { file: string; content: string }[];
