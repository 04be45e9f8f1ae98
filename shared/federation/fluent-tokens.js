// Fluent's `tokens`: the CSS variable of every design token by its name, `tokens.colorBrandStroke1`
// being 'var(--colorBrandStroke1)'. Fluent ships it as a literal of 467 entries, 30 KB minified in
// the host's entry and in every remote; the build puts this module in its place
// (webpack-config.mjs), which makes the same string when a name is read. A test compares every
// name with Fluent's own, so a Fluent upgrade that changes them fails it.
const FALLBACKS = {
  zIndexBackground: 0,
  zIndexContent: 1,
  zIndexOverlay: 1000,
  zIndexPopup: 2000,
  zIndexMessages: 3000,
  zIndexFloating: 4000,
  zIndexPriority: 5000,
  zIndexDebug: 6000,
};

export const tokens = new Proxy(
  {},
  {
    get(_target, name) {
      if (typeof name !== 'string') return undefined;
      return Object.hasOwn(FALLBACKS, name)
        ? `var(--${name}, ${FALLBACKS[name]})`
        : `var(--${name})`;
    },
  },
);
