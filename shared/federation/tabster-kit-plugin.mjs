// Sends Fluent's `tabster` imports to `@crm/shared/tabster`, the shared kit that names only the
// part of Tabster they call (see shared/src/tabster/index.ts for why).
const TABSTER_BINDINGS = /[\\/]@fluentui[\\/]react-tabster[\\/]/;
export const TABSTER_KIT = '@crm/shared/tabster';

export class TabsterKitPlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('TabsterKitPlugin', (factory) => {
      // Before the share scope looks at the request (the federation's `factorize`), so that the
      // rewritten request is consumed from it. It is resolved from the app's own folder, where
      // `@crm/shared` is a dependency (it is not one of Fluent's).
      factory.hooks.beforeResolve.tap('TabsterKitPlugin', (data) => {
        if (data.request !== 'tabster') return;
        if (!TABSTER_BINDINGS.test(data.contextInfo.issuer ?? '')) return;
        data.request = TABSTER_KIT;
        data.context = compiler.context;
      });
    });
  }
}
