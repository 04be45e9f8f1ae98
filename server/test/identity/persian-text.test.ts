// One normalisation of Persian text (issue 38, fault 5): whatever a form stores and whatever a
// search asks goes through @crm/shared/dto's normalized-text, so Arabic ي/ك and Persian or
// Arabic digits typed anywhere meet the same stored text. One case per route family it serves.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { caller, demoAccount } from '../helpers/demo-accounts';
import { createUser, signIn, tenantAdmin } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ARABIC_KARIMI = 'كريمي';
const PERSIAN_KARIMI = 'کریمی';

describe('Persian text stored and searched alike', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  before(async () => {
    t = await createTestApp({ portfolio: true });
    admin = (await tenantAdmin(t)).headers;
  });
  after(() => t.close());

  const usersMatching = async (filter: string) =>
    (
      await t.app.inject({
        url: `/api/identity/users?filter=${encodeURIComponent(filter)}&maxResultCount=1000`,
        headers: admin,
      })
    ).json().items as { id: string; surname: string | null; phoneNumber: string | null }[];

  it('finds «کریمی» when the users are searched for «كريمي», and the other way round', async () => {
    const persian = await createUser(t, admin, ['customer'], { surname: PERSIAN_KARIMI });
    const arabic = await createUser(t, admin, ['customer'], { surname: ARABIC_KARIMI });
    for (const filter of [ARABIC_KARIMI, PERSIAN_KARIMI]) {
      const ids = (await usersMatching(filter)).map((user) => user.id);
      expect(ids).toEqual(expect.arrayContaining([persian.id, arabic.id]));
    }
    const stored = (await usersMatching(ARABIC_KARIMI)).find((user) => user.id === arabic.id);
    expect(stored?.surname).toBe(PERSIAN_KARIMI);
  });

  it('stores a phone number typed in Persian digits as the user form does, and finds it either way', async () => {
    const user = await createUser(t, admin, ['customer'], { phoneNumber: '۰۹۱۲ ۳۴۵-۰۰۷۷' });
    expect((await usersMatching('۰۹۱۲۳۴۵۰۰۷۷'))[0]).toMatchObject({
      id: user.id,
      phoneNumber: '09123450077',
    });
    expect((await usersMatching('09123450077')).map((found) => found.id)).toEqual([user.id]);
  });

  it('stores the profile’s names and phone number normalised (/api/account/my-profile)', async () => {
    const user = await createUser(t, admin, ['customer']);
    const session = await signIn(t, user.userName, user.password, 'demo');
    const me = () => t.app.inject({ url: '/api/account/my-profile', headers: session.headers });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/account/my-profile',
      headers: session.headers,
      payload: {
        userName: user.userName,
        email: `${user.userName}@example.com`,
        name: 'علي\u200cرضا',
        surname: ARABIC_KARIMI,
        phoneNumber: '٠٩١٢ ٣٤٥ ٦٧٨٩',
        concurrencyStamp: (await me()).json().concurrencyStamp,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await me()).json()).toMatchObject({
      name: 'علی\u200cرضا',
      surname: PERSIAN_KARIMI,
      phoneNumber: '09123456789',
    });
  });

  it('names a role in Persian letters and finds it by its Arabic spelling (/api/identity/roles)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/identity/roles',
      headers: admin,
      payload: { name: 'مشاور كارگزاري' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().name).toBe('مشاور کارگزاری');
    const found = await t.app.inject({
      url: `/api/identity/roles?filter=${encodeURIComponent('كارگزاري')}`,
      headers: admin,
    });
    expect(found.json().items.map((role: { name: string }) => role.name)).toEqual([
      'مشاور کارگزاری',
    ]);
  });

  it('finds a basket by a name typed with Arabic letters (/api/app/basket/basket-admin-list)', async () => {
    const backoffice = caller(t, await demoAccount(t, 'backoffice'));
    const list = async (filter: string) =>
      (
        await backoffice(
          'GET',
          `/api/app/basket/basket-admin-list?maxResultCount=200&filter=${encodeURIComponent(filter)}`,
        )
      ).json() as { items: { basketName: string }[] };
    const persian = (await list('اختصاصی')).items;
    expect(persian.length).toBeGreaterThan(0);
    expect((await list('اختصاصي')).items).toEqual(persian);
  });
});
