export declare function digest(text: string): string;
