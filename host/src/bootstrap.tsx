import 'vazirmatn/Vazirmatn-Variable-font-face.css';
import './app/global.css';
import { addResources } from '@crm/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { fetchManifest } from './features/remotes/fetch-manifest';
import {
  preloadRemoteOfPage,
  registerManifest,
  startRemotes,
} from './features/remotes/load-remotes';
import { takePinsFromUrl } from './features/remotes/qa-pins';
import { startShell } from './features/startup/start-shell';
import { hostResources } from './locales';

async function start() {
  for (const [namespace, texts] of Object.entries(hostResources)) addResources(namespace, texts);
  // The manifest and the page's remote load while the shell starts (configuration, texts,
  // sign-in state), not after it.
  const manifest = fetchManifest(takePinsFromUrl()).then((loaded) => {
    registerManifest(loaded);
    preloadRemoteOfPage(loaded, window.location.pathname);
    return loaded;
  });
  await startShell();
  await startRemotes(await manifest);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error('[host] start-up failed', error);
  document.getElementById('root')!.textContent =
    document.documentElement.lang === 'en'
      ? 'The application could not start. Please reload the page.'
      : 'راه‌اندازی سامانه ممکن نشد. لطفاً صفحه را دوباره بارگذاری کنید.';
});
