import { signingSettings } from './signing-settings';

describe('signingSettings', () => {
  it('defaults to on with no templates', () => {
    expect(signingSettings({})).toEqual({ enabled: true, signTemplateId: null, declineTemplateId: null });
  });

  it('reads top-level keys and lets settings.messages override them', () => {
    expect(
      signingSettings({
        digitalSignaturesEnabled: false,
        digitalSignatureSignTemplateId: 41,
        digitalSignatureDeclineTemplateId: 42,
      }),
    ).toEqual({
      enabled: false,
      signTemplateId: 41,
      declineTemplateId: 42,
    });
    expect(
      signingSettings({ digitalSignaturesEnabled: false, messages: { digitalSignaturesEnabled: true } }).enabled,
    ).toBe(true);
  });

  it('ignores malformed values', () => {
    expect(
      signingSettings({
        digitalSignaturesEnabled: 'no',
        digitalSignatureSignTemplateId: '41',
        digitalSignatureDeclineTemplateId: -1,
      }),
    ).toEqual({
      enabled: true,
      signTemplateId: null,
      declineTemplateId: null,
    });
  });
});
