// Spec §4: every signed-in tab asks every 5000 ms whether the same user has signed in again
// elsewhere. The poll pauses while the tab is hidden or nobody is signed in (the server then
// spends nothing on it) and asks again at once when the tab becomes visible or its window gets
// the focus back.

export const MULTIPLE_LOGIN_POLL_MS = 5000;

export interface PollOptions {
  /** `GET /api/app/user/has-current-user-multiple-login-session`. */
  check: () => Promise<boolean>;
  isSignedIn: () => boolean;
  onDetected: () => void;
  intervalMs?: number;
  doc?: Document;
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export function startMultipleLoginPoll(options: PollOptions): () => void {
  const {
    check,
    isSignedIn,
    onDetected,
    intervalMs = MULTIPLE_LOGIN_POLL_MS,
    doc = document,
    win = window,
  } = options;
  let timer: ReturnType<typeof setInterval> | undefined;
  let asking = false;
  let detected = false;

  const ask = async () => {
    if (asking || detected || !isSignedIn() || doc.visibilityState === 'hidden') return;
    asking = true;
    try {
      if (await check()) {
        detected = true;
        stop();
        onDetected();
      }
    } catch {
      // A failed poll is not evidence of anything; the next one asks again.
    } finally {
      asking = false;
    }
  };

  const schedule = () => {
    clearInterval(timer);
    timer =
      doc.visibilityState === 'hidden' ? undefined : setInterval(() => void ask(), intervalMs);
  };

  const onVisibility = () => {
    schedule();
    if (doc.visibilityState === 'visible') void ask();
  };

  const onFocus = () => void ask();

  function stop() {
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('focus', onFocus);
  }

  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('focus', onFocus);
  schedule();
  return stop;
}
