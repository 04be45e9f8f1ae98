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
import { startRemoteHealthReports } from './features/remotes/health/remote-health';
import { notePinRefusal, takePinsFromUrl } from './features/remotes/qa-pins';
import { rolloutContext } from './features/remotes/rollout-id';
import { startShell } from './features/startup/start-shell';
import { hostResources } from './locales';

async function start() {
  for (const [namespace, texts] of Object.entries(hostResources)) addResources(namespace, texts);
  // The manifest and the page's remote load while the shell starts (configuration,
  // texts, sign-in state), not after it; the first render then draws without suspending.
  const { pathname } = window.location;
  const rollout = rolloutContext();
  startRemoteHealthReports(rollout.rolloutId);
  const pins = takePinsFromUrl();
  const shell = startShell();
  // Pins are judged by who asks, so a session with pins asks once its sign-in is known (its
  // token); without pins the answer does not depend on the user and goes at once.
  const asked =
    pins.length > 0 ? shell.then(() => fetchManifest(pins)) : fetchManifest(pins, fetch, rollout);
  const manifest = asked.then((loaded) => {
    notePinRefusal(pins, loaded);
    registerManifest(loaded);
    preloadRemoteOfPage(loaded, pathname);
    return loaded;
  });
  await shell;
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
