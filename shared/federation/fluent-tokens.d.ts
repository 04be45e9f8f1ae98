/** The CSS variable of every Fluent design token by its name (see fluent-tokens.js). */
export declare const tokens: Readonly<Record<string, string>>;
