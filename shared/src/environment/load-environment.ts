// The optional remote environment (spec §7): fetched at start-up with the configured method and
// URL and merged into the built-in one, so one build can be pointed at another API and identity
// provider. A failure is reported and ignored: the app starts on the built-in environment.
import ky from 'ky';
import * as v from 'valibot';
import { errorReporter } from '../http/error-reporter';
import { isAbortError, toHttpError } from '../http/to-http-error';
import { deepMerge } from './deep-merge';
import { environmentSchema, type Environment, type RemoteEnv } from './environment';
import { setEnvironment } from './environment-store';

export class InvalidEnvironmentError extends Error {
  override readonly name = 'InvalidEnvironmentError';
}

/** The remote environment document, or null (the failure reported). */
export async function fetchRemoteEnvironment(remoteEnv: RemoteEnv): Promise<unknown> {
  const target = { url: remoteEnv.url, method: remoteEnv.method.toUpperCase() };
  try {
    return await ky(remoteEnv.url, {
      method: remoteEnv.method,
      headers: remoteEnv.headers,
      retry: 0,
      timeout: false,
      baseUrl: typeof location === 'undefined' ? undefined : location.href,
    }).json();
  } catch (error) {
    if (!isAbortError(error)) {
      errorReporter.report(toHttpError(error, target) ?? (error as Error));
    }
    return null;
  }
}

function merge(base: Environment, remote: unknown, strategy: RemoteEnv['mergeStrategy']) {
  const merged = strategy === 'overwrite' ? remote : deepMerge(base, remote);
  const parsed = v.safeParse(environmentSchema, merged);
  if (parsed.success) return parsed.output;
  const paths = parsed.issues.map((issue) => v.getDotPath(issue) ?? '(root)').join(', ');
  errorReporter.report(new InvalidEnvironmentError(`Invalid remote environment: ${paths}`));
  return base;
}

/**
 * Makes `base`, merged with its remote environment when it names one, the page's environment
 * and returns it. `deepmerge` lays the remote document over `base`; `overwrite` takes it whole.
 */
export async function loadEnvironment(base: Environment): Promise<Environment> {
  let environment = base;
  if (base.remoteEnv) {
    const remote = await fetchRemoteEnvironment(base.remoteEnv);
    if (remote !== null) environment = merge(base, remote, base.remoteEnv.mergeStrategy);
  }
  setEnvironment(environment);
  return environment;
}
