import type { ServerConfig } from '../config/env';
import { ENVIRONMENT_PATH } from '../platform/environment.routes';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The environment document the page should load, if this deployment changes anything. */
export function remoteEnvironmentUrl(
  config: Pick<ServerConfig, 'authMode' | 'remoteEnvUrl'>,
): string | undefined {
  return config.remoteEnvUrl ?? (config.authMode === 'code' ? undefined : ENVIRONMENT_PATH);
}

/** The host's index.html as this deployment serves it. */
export function hostPage(
  indexHtml: string,
  config: Pick<ServerConfig, 'authMode' | 'remoteEnvUrl'>,
): string {
  const url = remoteEnvironmentUrl(config);
  if (!url) return indexHtml;
  return indexHtml.replace(
    '</head>',
    `<meta name="crm-remote-env" content="${escapeAttribute(url)}" /></head>`,
  );
}
