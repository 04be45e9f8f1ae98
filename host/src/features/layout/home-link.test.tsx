import { act, fireEvent, screen } from '@testing-library/react';
import { addResources } from '@crm/shared';
import { renderAt, setTestLanguage } from '@crm/shared/testing';
import { hostResources } from '../../locales';
import { AccountBrand } from './account-brand';
import { HomeLink } from './home-link';

const registerHostTexts = () => {
  for (const [namespace, texts] of Object.entries(hostResources)) addResources(namespace, texts);
};

describe('the product’s logo and name', () => {
  it('lead home from the navbar, named in Persian', async () => {
    await setTestLanguage('fa', registerHostTexts);
    renderAt('/portfolioStatus', '*', <HomeLink />);
    const link = screen.getByRole('link', { name: 'سامانهٔ مدیریت سبد، صفحهٔ اصلی' });
    expect(link.getAttribute('href')).toBe('/');
    expect(link.querySelector('[data-testid="product-logo"]')).toBeTruthy();
    await act(async () => void fireEvent.click(link));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('keep their name on a phone, where only the logo shows', async () => {
    await setTestLanguage('en', registerHostTexts);
    renderAt('/', '*', <HomeLink nameShown={false} />);
    const link = screen.getByRole('link', { name: 'Portfolio CRM, home page' });
    expect(link.textContent).toBe('');
  });

  it('stand above the account pages’ card', async () => {
    await setTestLanguage('fa', registerHostTexts);
    renderAt('/account/login', '*', <AccountBrand name="سامانهٔ مدیریت سبد" />);
    const brand = screen.getByTestId('product-brand');
    expect(brand.textContent).toBe('سامانهٔ مدیریت سبد');
    expect(brand.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
  });
});
