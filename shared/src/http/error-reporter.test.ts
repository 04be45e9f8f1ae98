import { errorReporter } from './error-reporter';

describe('errorReporter', () => {
  beforeEach(() => errorReporter.reset());

  it('hands errors to every listener until it unsubscribes', () => {
    const first = jest.fn();
    const second = jest.fn();
    const stop = errorReporter.subscribe(first);
    errorReporter.subscribe(second);
    const error = new Error('a');
    errorReporter.report(error);
    stop();
    errorReporter.report(new Error('b'));
    expect(first.mock.calls).toEqual([[error]]);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('keeps errors reported before anyone listens for the first listener', () => {
    const early = new Error('start-up');
    errorReporter.report(early);
    const listener = jest.fn();
    errorReporter.subscribe(listener);
    expect(listener.mock.calls).toEqual([[early]]);
    const late = jest.fn();
    errorReporter.subscribe(late);
    expect(late).not.toHaveBeenCalled();
  });

  it('keeps reporting when one listener throws', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = jest.fn();
    errorReporter.subscribe(() => {
      throw new Error('listener bug');
    });
    errorReporter.subscribe(after);
    errorReporter.report(new Error('x'));
    expect(after).toHaveBeenCalledTimes(1);
  });
});
