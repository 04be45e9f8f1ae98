// Test helpers: the page's i18n in a chosen language with this remote's texts, an app
// configuration with chosen grants, and a root like the host's (provider, router, confirmations).
import {
  appConfigStore,
  applicationConfigurationSchema,
  i18n,
  initI18n,
  type Language,
} from '@crm/shared';
import { ConfirmationHost, CrmProvider, registerUiResources } from '@crm/shared/ui';
import {
  render,
  screen,
  within,
  type ByRoleMatcher,
  type RenderResult,
} from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import * as v from 'valibot';
import { registerLocales } from '../locales';

export async function setLanguage(language: Language): Promise<void> {
  await initI18n(language);
  registerUiResources();
  registerLocales();
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

export interface TestConfig {
  granted?: readonly string[];
  settings?: Record<string, string>;
  user?: { id: string; userName: string; roles: string[] };
}

/** The ABP password policy settings the tests use unless they give others. */
export const TEST_PASSWORD_SETTINGS = {
  'Abp.Identity.Password.RequiredLength': '6',
  'Abp.Identity.Password.RequireDigit': 'True',
  'Abp.Identity.Password.RequireLowercase': 'True',
  'Abp.Identity.Password.RequireUppercase': 'False',
  'Abp.Identity.Password.RequireNonAlphanumeric': 'False',
};

export function setAppConfig({
  granted = [],
  settings = TEST_PASSWORD_SETTINGS,
  user,
}: TestConfig) {
  const config = v.parse(applicationConfigurationSchema, {
    localization: {
      values: {},
      resources: {},
      languages: [],
      currentCulture: { cultureName: 'fa', name: 'fa', isRightToLeft: true },
      defaultResourceName: 'Crm',
    },
    auth: { grantedPolicies: Object.fromEntries(granted.map((name) => [name, true])) },
    setting: { values: settings },
    features: { values: {} },
    currentUser: {
      isAuthenticated: true,
      id: user?.id ?? 'me',
      tenantId: null,
      userName: user?.userName ?? 'admin',
      name: null,
      surName: null,
      email: 'admin@example.com',
      roles: user?.roles ?? ['admin'],
    },
  });
  appConfigStore.setState({ config, status: 'ready' });
}

export function renderPage(ui: ReactElement): RenderResult {
  return render(
    <CrmProvider>
      <MemoryRouter>{ui}</MemoryRouter>
      <ConfirmationHost />
    </CrmProvider>,
  );
}

/**
 * The open dialog, and the roles inside it. These ignore `aria-hidden`: in jsdom, on a busy
 * machine, Fluent's focus manager (tabster) can mark a just-opened dialog hidden before it
 * notices focus inside; browsers do not show this.
 */
export const openDialog = () => screen.getByRole('dialog', { hidden: true });
export const inDialog = (role: ByRoleMatcher, name?: string | RegExp) =>
  within(openDialog()).getByRole(role, { hidden: true, name });
export const allInDialog = (role: ByRoleMatcher) =>
  within(openDialog()).queryAllByRole(role, { hidden: true });
