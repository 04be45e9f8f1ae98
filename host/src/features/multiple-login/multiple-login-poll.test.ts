import { MULTIPLE_LOGIN_POLL_MS, startMultipleLoginPoll } from './multiple-login-poll';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('startMultipleLoginPoll', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    jest.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('asks every 5000 ms and reports a second login once, then stops', async () => {
    const check = jest.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const onDetected = jest.fn();
    stop = startMultipleLoginPoll({ check, isSignedIn: () => true, onDetected });
    await jest.advanceTimersByTimeAsync(MULTIPLE_LOGIN_POLL_MS - 1);
    expect(check).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(MULTIPLE_LOGIN_POLL_MS);
    expect(onDetected).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(MULTIPLE_LOGIN_POLL_MS * 3);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('drops the open question when the user signs out, and asks no more while signed out', async () => {
    let signedIn = true;
    let signOut: () => void = () => undefined;
    const signals: AbortSignal[] = [];
    const check = jest.fn((signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<boolean>(() => undefined);
    });
    stop = startMultipleLoginPoll({
      check,
      isSignedIn: () => signedIn,
      onSignedOut: (listener) => {
        signOut = listener;
        return () => undefined;
      },
      onDetected: jest.fn(),
    });
    await jest.advanceTimersByTimeAsync(MULTIPLE_LOGIN_POLL_MS);
    expect(signals.map((signal) => signal.aborted)).toEqual([false]);
    signedIn = false;
    signOut();
    expect(signals.map((signal) => signal.aborted)).toEqual([true]);
    await jest.advanceTimersByTimeAsync(MULTIPLE_LOGIN_POLL_MS * 3);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('does not ask while signed out', async () => {
    const check = jest.fn().mockResolvedValue(false);
    stop = startMultipleLoginPoll({ check, isSignedIn: () => false, onDetected: jest.fn() });
    await jest.advanceTimersByTimeAsync(MULTIPLE_LOGIN_POLL_MS * 3);
    expect(check).not.toHaveBeenCalled();
  });

  it('pauses while the tab is hidden and asks at once when it is shown again', async () => {
    const check = jest.fn().mockResolvedValue(false);
    stop = startMultipleLoginPoll({ check, isSignedIn: () => true, onDetected: jest.fn() });
    setVisibility('hidden');
    await jest.advanceTimersByTimeAsync(MULTIPLE_LOGIN_POLL_MS * 3);
    expect(check).not.toHaveBeenCalled();
    setVisibility('visible');
    await jest.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('asks at once when the window gets the focus back, and not after it stopped', async () => {
    const check = jest.fn().mockResolvedValue(false);
    stop = startMultipleLoginPoll({ check, isSignedIn: () => true, onDetected: jest.fn() });
    window.dispatchEvent(new Event('focus'));
    await jest.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new Event('focus'));
    await jest.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('keeps polling after a failed request', async () => {
    const check = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(false);
    stop = startMultipleLoginPoll({ check, isSignedIn: () => true, onDetected: jest.fn() });
    await jest.advanceTimersByTimeAsync(MULTIPLE_LOGIN_POLL_MS * 2);
    expect(check).toHaveBeenCalledTimes(2);
  });
  it('asks no new question while one is open (a long poll), and drops it when the tab is hidden', async () => {
    const signals: AbortSignal[] = [];
    const check = jest.fn(
      (signal: AbortSignal) =>
        new Promise<boolean>((_resolve, reject) => {
          signals.push(signal);
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    stop = startMultipleLoginPoll({ check, isSignedIn: () => true, onDetected: jest.fn() });
    await jest.advanceTimersByTimeAsync(MULTIPLE_LOGIN_POLL_MS * 4);
    expect(check).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    expect(signals[0]!.aborted).toBe(true);
    setVisibility('visible');
    await jest.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
    expect(signals[1]!.aborted).toBe(true);
  });
});
