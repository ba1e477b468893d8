import { isOneClick, parseTemplate, templatesFor } from './valuation-templates';

const settings = {
  valuationReportTemplates: [
    {
      id: 1,
      name: 'Snapshot',
      userType: 'Client',
      requiredSelector: 'Current Client Only',
      dateParameters: 'No Date Required',
    },
    {
      id: 2,
      name: 'Adviser pack',
      userType: 'Adviser',
      requiredSelector: 'Select Entity',
      dateParameters: 'Date Range',
    },
    {
      id: 3,
      name: 'Group report',
      userType: 'ClientUser',
      requiredSelector: 'account group',
      dateParameters: 'single date',
    },
    { id: 'x', name: 'No id', userType: 'Client' },
    { id: 4, name: '', userType: 'Client' },
    { id: 5, name: 'Nobody', userType: 'Staff' },
  ],
};

describe('valuation templates (spec 3 §3, §6)', () => {
  it('gives a client the Client templates and an adviser the Adviser ones', () => {
    expect(templatesFor(settings, 'ClientUser').map((t) => t.id)).toEqual([1, 3]);
    expect(templatesFor(settings, 'User').map((t) => t.id)).toEqual([2]);
  });

  it('reads selectors and dates case-insensitively, defaulting to the client and no date', () => {
    expect(templatesFor(settings, 'ClientUser')[1]).toMatchObject({
      requiredSelector: 'Account Group',
      dateParameters: 'Single Date',
    });
    expect(parseTemplate({ id: 9, name: 'Plain', userType: 'Client', requiredSelector: 'Everything' })).toMatchObject({
      requiredSelector: 'Current Client Only',
      dateParameters: 'No Date Required',
    });
  });

  it('drops templates without an id, a name or a known user type; no setting gives none', () => {
    expect(parseTemplate(settings.valuationReportTemplates[3])).toBeNull();
    expect(parseTemplate(settings.valuationReportTemplates[4])).toBeNull();
    expect(parseTemplate(settings.valuationReportTemplates[5])).toBeNull();
    expect(templatesFor({}, 'ClientUser')).toEqual([]);
    expect(templatesFor(settings, 'Nobody')).toEqual([]);
  });

  it('a template naming no user type applies to both', () => {
    const both = { valuationReportTemplates: [{ id: 7, name: 'Everyone' }] };
    expect(templatesFor(both, 'ClientUser').map((t) => t.id)).toEqual([7]);
    expect(templatesFor(both, 'User').map((t) => t.id)).toEqual([7]);
  });

  it('runs with one click only when nothing is to be chosen', () => {
    expect(isOneClick({ requiredSelector: 'Current Client Only', dateParameters: 'No Date Required' })).toBe(true);
    expect(isOneClick({ requiredSelector: 'Current Client Only', dateParameters: 'Single Date' })).toBe(false);
    expect(isOneClick({ requiredSelector: 'Select Portfolios', dateParameters: 'No Date Required' })).toBe(false);
  });
});
