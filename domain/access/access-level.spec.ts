import { ClientAccessLevel } from './access-level';

describe('ClientAccessLevel', () => {
  it('uses the platform codes of spec 1 §2.9', () => {
    expect([
      ClientAccessLevel.NotAssigned,
      ClientAccessLevel.ClientPortfolio,
      ClientAccessLevel.ClientAssets,
      ClientAccessLevel.ClientMessages,
    ]).toEqual([0, 1, 2, 3]);
  });
});
