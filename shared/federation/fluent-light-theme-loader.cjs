// Fluent's web light theme as a literal, in place of the module that computes it when the page
// starts (`createLightTheme(brandWeb)` over the palettes of every shared colour: 20 KB minified
// in the host's entry for 459 values). The values are read at build time from the installed
// @fluentui/tokens itself, so they always match the version the apps are built with.
const { join, sep } = require('node:path');

/** The package folder of a module inside it (`…/@fluentui/tokens/lib/themes/web/lightTheme.js`). */
function packageDirOf(resourcePath) {
  return resourcePath.slice(0, resourcePath.lastIndexOf(`${sep}lib${sep}`));
}

module.exports = function fluentLightThemeLoader() {
  const { webLightTheme } = require(
    join(packageDirOf(this.resourcePath), 'lib-commonjs', 'index.cjs'),
  );
  return `export const webLightTheme = ${JSON.stringify(webLightTheme)};\n`;
};
