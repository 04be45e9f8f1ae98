import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { webLightTheme } from '@fluentui/react-components';
import fluentLightThemeLoader from '../../federation/fluent-light-theme-loader.cjs';

/** The module the build replaces: `lib/themes/web/lightTheme.js` of the @fluentui/tokens Fluent uses. */
function lightThemeModulePath(): string {
  const fromFluent = createRequire(require.resolve('@fluentui/react-components'));
  const tokensEntry = fromFluent.resolve('@fluentui/tokens'); // …/tokens/lib-commonjs/index.cjs
  return join(dirname(dirname(tokensEntry)), 'lib', 'themes', 'web', 'lightTheme.js');
}

describe('the light theme the build puts in place of Fluent’s', () => {
  it('is a literal with every value Fluent computes', () => {
    const source = fluentLightThemeLoader.call({ resourcePath: lightThemeModulePath() });
    const literal = /^export const webLightTheme = (.*);\n$/s.exec(source)?.[1];
    expect(literal).toBeDefined();
    const theme: unknown = JSON.parse(literal!);
    expect(Object.keys(webLightTheme).length).toBeGreaterThan(400);
    expect(theme).toEqual(webLightTheme);
  });
});
