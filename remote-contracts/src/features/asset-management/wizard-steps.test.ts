import { previousState, stepIndexOf, viewOf, WIZARD_STEPS } from './wizard-steps';

describe('the wizard steps', () => {
  it('shows one step per state up to approval, in the lifecycle order', () => {
    expect(WIZARD_STEPS.map((step) => step.state)).toEqual([
      'CompleteUserInformation',
      'AnswerQuestionnaire',
      'SelectBasket',
      'ReviewContract',
      'SignContract',
      'PendingApproval',
    ]);
    expect(WIZARD_STEPS.map((step) => viewOf(step.state))).toEqual([
      'personal',
      'questionnaire',
      'basket',
      'review',
      'sign',
      'pending',
    ]);
  });

  it('resumes at the contract’s state; active means every step done, closed none', () => {
    expect(stepIndexOf('CompleteUserInformation')).toBe(0);
    expect(stepIndexOf('ReviewContract')).toBe(3);
    expect(stepIndexOf('PendingApproval')).toBe(5);
    expect(stepIndexOf('Active')).toBe(6);
    expect(stepIndexOf('Rejected')).toBe(-1);
    expect(viewOf('Active')).toBe('active');
    for (const closed of ['Rejected', 'Cancelled', 'Expired'] as const)
      expect(viewOf(closed)).toBe('closed');
  });

  it('lets the customer step back until the contract is signed', () => {
    expect(previousState('CompleteUserInformation')).toBeNull();
    expect(previousState('AnswerQuestionnaire')).toBe('CompleteUserInformation');
    expect(previousState('SignContract')).toBe('ReviewContract');
    expect(previousState('PendingApproval')).toBeNull();
    expect(previousState('Active')).toBeNull();
  });
});
