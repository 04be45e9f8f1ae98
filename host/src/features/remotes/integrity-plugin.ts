// Loads each remote's entry script with the sha-384 recorded when the release was registered,
// so the browser refuses an entry whose bytes differ from the release (Module Federation has no
// integrity support of its own). A dev-server remote (development only) has no recorded hash.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export function integrityPlugin(
  integrityByUrl: ReadonlyMap<string, string>,
): ModuleFederationRuntimePlugin {
  return {
    name: 'crm-remote-entry-integrity',
    createScript({ url }) {
      const integrity = integrityByUrl.get(new URL(url, window.location.href).href);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
