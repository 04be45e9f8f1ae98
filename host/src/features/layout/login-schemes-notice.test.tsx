import { setAppConfig, setTestLanguage } from '@crm/shared/testing';
import { render, screen } from '@testing-library/react';
import { LoginSchemesNotice } from './login-schemes-notice';

describe('the account layout’s login-schemes notice', () => {
  beforeEach(() => setTestLanguage('en', () => undefined));

  it('says there is no way to sign in when local login is off', () => {
    setAppConfig({ 'Abp.Account.EnableLocalLogin': 'False' });
    render(<LoginSchemesNotice />);
    expect(screen.getByText('ThereAreNoLoginSchemesConfiguredForThisClient')).toBeTruthy();
  });

  it('stays away while local login is on', () => {
    setAppConfig({ 'Abp.Account.EnableLocalLogin': 'True' });
    const { container } = render(<LoginSchemesNotice />);
    expect(container.textContent).toBe('');
  });
});
