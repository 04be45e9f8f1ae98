// Writes a remote's navigation (routes, menu entries, their texts) into its build as
// `crm-navigation.json`, from the remote's `src/navigation.ts`, evaluated with tsx at build time.
// The release carries it to the server, which lists it in the runtime manifest (see
// shared/src/contracts/navigation.ts).
import { tsImport } from 'tsx/esm/api';

const FILE = 'crm-navigation.json';

export class NavigationPlugin {
  /** @param {string} source absolute path of the remote's navigation module */
  constructor(source) {
    this.source = source;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('NavigationPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'NavigationPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const { navigation } = await tsImport(this.source, import.meta.url);
          if (!navigation) throw new Error(`${this.source} exports no "navigation"`);
          compilation.emitAsset(FILE, new sources.RawSource(JSON.stringify(navigation)));
        },
      );
    });
  }
}
