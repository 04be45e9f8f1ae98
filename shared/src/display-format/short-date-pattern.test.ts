import type { AppConfigState } from '../app-config/app-config-store';
import type { ApplicationConfiguration } from '../app-config/schemas';
import { selectShortDatePattern } from './short-date-pattern';

function stateOf(cultureName: string, shortDatePattern?: string | null): AppConfigState {
  const currentCulture = { cultureName, dateTimeFormat: { shortDatePattern } };
  const config = { localization: { currentCulture } } as unknown as ApplicationConfiguration;
  return { config, status: 'ready' };
}

describe("the culture's short date pattern", () => {
  it('is the configuration’s pattern for the page’s language', () => {
    expect(selectShortDatePattern('en')(stateOf('en', 'M/d/yyyy'))).toBe('M/d/yyyy');
    expect(selectShortDatePattern('fa')(stateOf('fa-IR', 'yyyy/MM/dd'))).toBe('yyyy/MM/dd');
  });

  it('is none while the configuration is of another culture, missing or empty', () => {
    expect(selectShortDatePattern('fa')(stateOf('en', 'M/d/yyyy'))).toBeNull();
    expect(selectShortDatePattern('en')(stateOf('en', ' '))).toBeNull();
    expect(selectShortDatePattern('en')(stateOf('en'))).toBeNull();
    expect(selectShortDatePattern('en')({ config: null, status: 'idle' })).toBeNull();
  });
});
