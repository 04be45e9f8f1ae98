import * as v from 'valibot';
import { basketFormSchema, basketValues, newBasketValues, toBasketInput } from './basket-form';

describe('the basket form', () => {
  it('sends the risk level as a number', () => {
    const values = { ...newBasketValues(), basketCode: 'SP-9', basketName: 'سبد نو' };
    expect(toBasketInput(v.parse(basketFormSchema, values))).toEqual({
      basketCode: 'SP-9',
      basketName: 'سبد نو',
      kind: 'special',
      riskLevel: 3,
      state: 'active',
      isApproved: false,
    });
  });

  it('needs a code of letters, digits and dashes, and a name', () => {
    const result = v.safeParse(
      basketFormSchema,
      { ...newBasketValues(), basketCode: 'SP 9', basketName: '' },
      { lang: 'fa' },
    );
    expect(result.success).toBe(false);
    expect(result.issues!.map((i) => v.getDotPath(i)).sort()).toEqual(['basketCode', 'basketName']);
  });

  it('starts from the basket being edited', () => {
    expect(
      basketValues({
        basketID: 'b',
        basketCode: 'SP-1',
        basketName: 'n',
        kind: 'joint',
        riskLevel: 4,
        state: 'suspended',
        isApproved: true,
        memberCount: 0,
        wagePlanId: null,
        wagePlanTitle: null,
      }),
    ).toMatchObject({ riskLevel: '4', kind: 'joint', state: 'suspended', isApproved: true });
  });
});
