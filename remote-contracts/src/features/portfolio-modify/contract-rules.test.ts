import { allowedActions } from './contract-rules';

describe('the back office’s contract actions', () => {
  it('approves and rejects only a signed contract waiting for approval', () => {
    expect(allowedActions({ stateCode: 'PendingApproval' })).toEqual(
      expect.arrayContaining(['approve', 'reject', 'duration', 'delete']),
    );
    expect(allowedActions({ stateCode: 'SignContract' })).not.toContain('approve');
    expect(allowedActions({ stateCode: 'Active' })).not.toContain('reject');
  });

  it('takes a signed file only at signing, attachments while the customer fills it in', () => {
    expect(allowedActions({ stateCode: 'SignContract' })).toEqual(
      expect.arrayContaining(['uploadSigned', 'attach']),
    );
    expect(allowedActions({ stateCode: 'SelectBasket' })).toContain('attach');
    expect(allowedActions({ stateCode: 'SelectBasket' })).not.toContain('uploadSigned');
    expect(allowedActions({ stateCode: 'PendingApproval' })).not.toContain('attach');
  });

  it('never deletes an active contract, and changes no duration of a closed one', () => {
    expect(allowedActions({ stateCode: 'Active' })).toEqual(['download', 'moveToCrm', 'duration']);
    expect(allowedActions({ stateCode: 'Rejected' })).toEqual(['download', 'moveToCrm', 'delete']);
  });
});
