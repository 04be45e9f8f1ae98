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
});
