// The application configuration with the texts of its culture (abp-contracts §1), in one
// request where the server includes them (ABP's own default); else the way ABP's Angular client
// boots: the configuration, then the texts of its culture, merged into one state. One
// module-level store for the host and every remote.
import { createStore } from 'zustand/vanilla';
import { applyServerLocalization } from '../i18n/server-localization';
import { errorReporter } from '../http/error-reporter';
import { http } from '../http/http';
import { isHttpError } from '../http/http-error';
import { getSessionLanguage } from '../session/session-store';
import {
  applicationConfigurationSchema,
  applicationLocalizationSchema,
  type ApplicationConfiguration,
} from './schemas';

export const APP_CONFIG_URL = '/api/abp/application-configuration';
export const APP_LOCALIZATION_URL = '/api/abp/application-localization';
export const CULTURE_NAME_MISSING = 'culture name should defined';

export type AppConfigStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface AppConfigState {
  config: ApplicationConfiguration | null;
  status: AppConfigStatus;
}

export const appConfigStore = createStore<AppConfigState>(() => ({ config: null, status: 'idle' }));

/**
 * Fetches the configuration with its culture's texts (`includeLocalizationResources=true`, one
 * request); stores nothing. A server whose answer carries no texts is asked for them as ABP's
 * Angular client asks (application-localization with the culture's name).
 */
export async function fetchAppConfig(): Promise<ApplicationConfiguration> {
  const config = await http.get(APP_CONFIG_URL, {
    params: { includeLocalizationResources: true },
    schema: applicationConfigurationSchema,
  });
  const cultureName = config.localization.currentCulture.cultureName;
  if (!cultureName) throw new Error(CULTURE_NAME_MISSING);
  if (carriesTexts(config)) return config;
  const { resources, currentCulture } = await http.get(APP_LOCALIZATION_URL, {
    params: { cultureName, onlyDynamics: false },
    schema: applicationLocalizationSchema,
  });
  const localization = { ...config.localization, resources };
  if (currentCulture) localization.currentCulture = currentCulture;
  return { ...config, localization };
}

function carriesTexts({ localization }: ApplicationConfiguration): boolean {
  const { values = {}, resources = {} } = localization;
  return Object.keys(values).length > 0 || Object.keys(resources).length > 0;
}

let latestLoad = 0;

/**
 * Loads the configuration into the store (its texts into i18next first) and returns it. Throws
 * on failure; failed requests are on the error reporter already. When loads overlap, the last
 * one started decides the stored state.
 */
export async function loadAppConfig(): Promise<ApplicationConfiguration> {
  const load = ++latestLoad;
  appConfigStore.setState({ status: 'loading' });
  try {
    const config = await fetchAppConfig();
    if (load === latestLoad) {
      applyServerLocalization(config.localization, getSessionLanguage());
      appConfigStore.setState({ config, status: 'ready' });
    }
    return config;
  } catch (error) {
    if (load === latestLoad) appConfigStore.setState({ status: 'failed' });
    throw error;
  }
}

/**
 * Loads the configuration again: after sign-in and sign-out, a tenant or language change, or a
 * change of the user's permissions or the host's features. A failure is reported and gives null;
 * the previous configuration stays.
 */
export async function refreshAppState(): Promise<ApplicationConfiguration | null> {
  try {
    return await loadAppConfig();
  } catch (error) {
    if (!isHttpError(error)) {
      errorReporter.report(error instanceof Error ? error : new Error(String(error)));
    }
    return null;
  }
}
