/** The webpack loader that makes Fluent's web light theme a literal (see the .cjs beside it). */
declare function fluentLightThemeLoader(this: { resourcePath: string }): string;
export = fluentLightThemeLoader;
