import { tokens as fluentTokens } from '@fluentui/react-components';
import { tokens } from '../../federation/fluent-tokens.js';

describe('the tokens the build puts in place of Fluent’s', () => {
  it('give every token the CSS variable Fluent gives it', () => {
    const names = Object.keys(fluentTokens);
    expect(names.length).toBeGreaterThan(400);
    for (const name of names)
      expect([name, tokens[name]]).toEqual([name, (fluentTokens as Record<string, string>)[name]]);
  });
});
