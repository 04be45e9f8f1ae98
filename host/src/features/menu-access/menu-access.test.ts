import type { Audience } from '@crm/shared';
import { ADMIN_ALWAYS_ALLOWED, computeMenuAccess, isEntryAccessible } from './menu-access';

function facts(
  checkSetting: string | undefined,
  hasContract: boolean,
  baskets: number,
  audience: Audience = 'customer',
) {
  return {
    audience,
    checkSetting,
    hasPortfolioContract: jest.fn().mockResolvedValue(hasContract),
    basketCount: jest.fn().mockResolvedValue(baskets),
  };
}

describe('computeMenuAccess (spec §4)', () => {
  it.each([undefined, null, '', 'FALSE', 'yes'])(
    'gives everyone full access when the setting is %p',
    async (setting) => {
      const f = facts(setting as string | undefined, false, 0);
      await expect(computeMenuAccess(f, [])).resolves.toEqual({ full: true, alwaysAllowed: [] });
      expect(f.hasPortfolioContract).not.toHaveBeenCalled();
    },
  );

  it('with the check on, grants access to a user with a portfolio contract', async () => {
    const f = facts('TRUE', true, 0);
    await expect(computeMenuAccess(f, ['customer'])).resolves.toMatchObject({ full: true });
    expect(f.basketCount).not.toHaveBeenCalled();
  });

  it('with the check on and no contract, grants access when the basket list is not empty', async () => {
    await expect(computeMenuAccess(facts('True', false, 2), [])).resolves.toMatchObject({
      full: true,
    });
    await expect(computeMenuAccess(facts('true', false, 0), [])).resolves.toMatchObject({
      full: false,
    });
  });

  it('always lets the back office use the same three pages', async () => {
    const access = await computeMenuAccess(facts('TRUE', false, 0), ['backoffice']);
    expect(access.alwaysAllowed).toEqual(ADMIN_ALWAYS_ALLOWED);
  });

  it('always lets admins use PortfolioModify, QuestionModify and PortfolioWage', async () => {
    const access = await computeMenuAccess(facts('TRUE', false, 0), ['admin']);
    expect(access).toEqual({ full: false, alwaysAllowed: ADMIN_ALWAYS_ALLOWED });
    expect(isEntryAccessible(access, 'PortfolioWage')).toBe(true);
    expect(isEntryAccessible(access, 'PortfolioStatus')).toBe(false);
  });

  it('gives the back office its whole menu: it has no contract and reads every basket', async () => {
    const f = facts('TRUE', false, 0, 'backOffice');
    await expect(computeMenuAccess(f, ['backoffice'])).resolves.toEqual({
      full: true,
      alwaysAllowed: ADMIN_ALWAYS_ALLOWED,
    });
    expect(f.hasPortfolioContract).not.toHaveBeenCalled();
    expect(f.basketCount).not.toHaveBeenCalled();
  });
});
