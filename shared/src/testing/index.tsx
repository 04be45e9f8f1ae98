// Helpers for the remotes' component tests (imported as `@crm/shared/testing`, never by product
// code): the page's i18n in a language, an application configuration with given settings and
// policies, and a page rendered in a router at a URL.
import { appConfigStore, type ApplicationConfiguration } from '../app-config';
import { i18n, initI18n } from '../i18n';
import { CrmProvider, registerUiResources } from '../ui';
import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

// Fluent's MessageBar watches its size; jsdom has no ResizeObserver.
class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { ResizeObserver: globalThis.ResizeObserver ?? NoResizeObserver });

/** Starts i18n in `language` with the UI kit's texts and the remote's own (`registerLocales`). */
export async function setTestLanguage(
  language: 'fa' | 'en',
  registerLocales: () => void,
): Promise<void> {
  await initI18n(language);
  registerUiResources();
  registerLocales();
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** The short date patterns the server sends with each culture (`server/src/app-config/cultures.ts`). */
const SHORT_DATE_PATTERNS: Record<string, string> = { fa: 'yyyy/MM/dd', en: 'M/d/yyyy' };

/** An application configuration in the page's current culture, with these settings and grants. */
export function setAppConfig(
  settings: Record<string, string> = {},
  policies: Record<string, boolean> = {},
  features: Record<string, string> = {},
): void {
  const cultureName = i18n.language;
  const dateTimeFormat = { shortDatePattern: SHORT_DATE_PATTERNS[cultureName] ?? null };
  const config = {
    localization: { currentCulture: { cultureName, dateTimeFormat } },
    setting: { values: settings },
    auth: { grantedPolicies: policies },
    features: { values: features },
    globalFeatures: { enabledFeatures: [] },
    currentUser: { isAuthenticated: true, id: 'u1', roles: [] },
  } as unknown as ApplicationConfiguration;
  appConfigStore.setState({ config, status: 'ready' });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The form control whose label starts with `label` (labels of required fields end in *). */
export function labelled(label: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${escape(label)}`)) as HTMLInputElement;
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderAt(url: string, path: string, page: ReactElement): RenderResult {
  return render(
    <CrmProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </CrmProvider>,
  );
}

export { describeRemoteContract, type RemotePackage } from './remote-contract';
