// Spec §4: every signed-in tab asks every 5000 ms whether the same user has signed in again
// elsewhere. The server may hold a question until the answer changes (a long poll, issue 40):
// no new question goes out while one is open, so a tab asks about every 25 s and still hears of
// a sign-in elsewhere at once. The poll pauses while the tab is hidden or nobody is signed in
// (the open question is dropped, so a hidden tab holds no connection) and asks again at once
// when the tab becomes visible or its window gets the focus back.

export const MULTIPLE_LOGIN_POLL_MS = 5000;

export interface PollOptions {
  /** `GET /api/app/user/has-current-user-multiple-login-session`; dropped through `signal`. */
  check: (signal: AbortSignal) => Promise<boolean>;
  isSignedIn: () => boolean;
  /**
   * Calls its listener when the tokens are dropped (a sign-out): the open question is dropped
   * with them, before the server, seeing the session end, refuses its token (a 401 in the page).
   */
  onSignedOut?: (listener: () => void) => () => void;
  onDetected: () => void;
  intervalMs?: number;
  doc?: Document;
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export function startMultipleLoginPoll(options: PollOptions): () => void {
  const {
    check,
    isSignedIn,
    onSignedOut = () => () => undefined,
    onDetected,
    intervalMs = MULTIPLE_LOGIN_POLL_MS,
    doc = document,
    win = window,
  } = options;
  let timer: ReturnType<typeof setInterval> | undefined;
  let asking: AbortController | undefined;
  let detected = false;

  const ask = async () => {
    if (asking || detected || !isSignedIn() || doc.visibilityState === 'hidden') return;
    const question = (asking = new AbortController());
    try {
      if ((await check(question.signal)) && !question.signal.aborted) {
        detected = true;
        stop();
        onDetected();
      }
    } catch {
      // A failed poll is not evidence of anything; the next one asks again.
    } finally {
      if (asking === question) asking = undefined;
    }
  };

  const dropQuestion = () => {
    asking?.abort();
    asking = undefined;
  };

  const schedule = () => {
    clearInterval(timer);
    timer =
      doc.visibilityState === 'hidden' ? undefined : setInterval(() => void ask(), intervalMs);
  };

  const onVisibility = () => {
    schedule();
    if (doc.visibilityState === 'visible') void ask();
    else dropQuestion();
  };

  const onFocus = () => void ask();

  const stopListening = onSignedOut(dropQuestion);

  function stop() {
    clearInterval(timer);
    dropQuestion();
    stopListening();
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('focus', onFocus);
  }

  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('focus', onFocus);
  schedule();
  return stop;
}
