import {
  changeInValueHidden,
  chartColours,
  groupingFilterFor,
  mapAdviserContactType,
  mapAllocationMethod,
  mapDisplayOption,
  mapFeesAndTaxes,
  mapPortfolioGrouping,
  mapProfitAnalysisType,
  mapSiteConfiguration,
  mapTransactionHideOption,
  mapUseHistoricData,
  PortfolioGrouping,
  prefixImagePath,
} from './site-config';

describe('site configuration mapping (spec 1 §3)', () => {
  it('maps portfolio grouping, defaulting to Split', () => {
    expect(mapPortfolioGrouping('Consolidated')).toBe(PortfolioGrouping.Consolidated);
    expect(mapPortfolioGrouping('group by account group')).toBe(PortfolioGrouping.AccountGroup);
    expect(mapPortfolioGrouping('Group By Account Group')).toBe(PortfolioGrouping.AccountGroup);
    expect(mapPortfolioGrouping('anything')).toBe(PortfolioGrouping.Split);
    expect(mapPortfolioGrouping(undefined)).toBe(PortfolioGrouping.Split);
  });

  it('lower-cases profit analysis type and falls back to twrr', () => {
    expect(mapProfitAnalysisType('IRR')).toBe('irr');
    expect(mapProfitAnalysisType('None')).toBe('none');
    expect(mapProfitAnalysisType('mwrr')).toBe('twrr');
    expect(mapProfitAnalysisType(null)).toBe('twrr');
  });

  it('uses My for Split and All otherwise', () => {
    expect(groupingFilterFor(PortfolioGrouping.Split)).toBe('My');
    expect(groupingFilterFor(PortfolioGrouping.Consolidated)).toBe('All');
    expect(groupingFilterFor(PortfolioGrouping.AccountGroup)).toBe('All');
  });

  it('uses historic data only for TWRR with the flag set', () => {
    expect(mapUseHistoricData('TWRR', true)).toBe(true);
    expect(mapUseHistoricData('twrr', 'true')).toBe(true);
    expect(mapUseHistoricData('irr', true)).toBe(false);
    expect(mapUseHistoricData('twrr', false)).toBe(false);
    expect(mapUseHistoricData('twrr', undefined)).toBe(false);
  });

  it('hides the change in value only when the hideChangeInValue setting is set', () => {
    expect(changeInValueHidden({ hideChangeInValue: true })).toBe(true);
    expect(changeInValueHidden({ hideChangeInValue: 'True' })).toBe(true);
    expect(changeInValueHidden({ hideChangeInValue: 1 })).toBe(true);
    expect(changeInValueHidden({ hideChangeInValue: false })).toBe(false);
    expect(changeInValueHidden({ hideChangeInValue: 'no' })).toBe(false);
    expect(changeInValueHidden({})).toBe(false);
    expect(changeInValueHidden(undefined)).toBe(false);
  });

  it('accepts fees and taxes as a number or a list, defaulting to 1', () => {
    expect(mapFeesAndTaxes(0)).toBe(0);
    expect(mapFeesAndTaxes(['3', '4'])).toBe(3);
    expect(mapFeesAndTaxes('2')).toBe(2);
    expect(mapFeesAndTaxes(undefined)).toBe(1);
    expect(mapFeesAndTaxes([])).toBe(1);
    expect(mapFeesAndTaxes('abc')).toBe(1);
    expect(mapFeesAndTaxes(9)).toBe(1);
  });

  it('prefixes image paths with /core/ when they lack it', () => {
    expect(prefixImagePath('images/logo.png')).toBe('/core/images/logo.png');
    expect(prefixImagePath('/images/logo.png')).toBe('/core/images/logo.png');
    expect(prefixImagePath('/core/images/logo.png')).toBe('/core/images/logo.png');
    expect(prefixImagePath('https://cdn.example.com/logo.png')).toBe('https://cdn.example.com/logo.png');
    expect(prefixImagePath(undefined)).toBe('');
  });

  it('orders chart colours by their number', () => {
    expect(
      chartColours({ chartColour10: '#a', primary: '#x', chartColour2: '#b', chartColour1: '#c', chartColour3: '' }),
    ).toEqual(['#c', '#b', '#a']);
    expect(chartColours({})).toEqual([]);
  });

  it('maps the allocation method', () => {
    expect(mapAllocationMethod('principal asset class view')).toBe('Principal');
    expect(mapAllocationMethod('Principal Asset Class View')).toBe('Principal');
    expect(mapAllocationMethod('detailed view')).toBe('Detailed');
  });

  it('maps display options, anything else being All', () => {
    expect(mapDisplayOption('SecurityLevelOnly')).toBe('SecurityLevelOnly');
    expect(mapDisplayOption('None')).toBe('None');
    expect(mapDisplayOption('Sometimes')).toBe('All');
    expect(mapDisplayOption(undefined)).toBe('All');
  });

  it('maps transaction hide options, defaulting to Do Not Hide', () => {
    expect(mapTransactionHideOption('Hide For All Transactions')).toBe('Hide For All Transactions');
    expect(mapTransactionHideOption('Hide For Income Transactions Only')).toBe('Hide For Income Transactions Only');
    expect(mapTransactionHideOption('')).toBe('Do Not Hide');
  });

  it('maps the adviser contact type in any case', () => {
    expect(mapAdviserContactType('GeneralContactDetails')).toBe('generalContactDetails');
    expect(mapAdviserContactType('Both')).toBe('both');
    expect(mapAdviserContactType(undefined)).toBe('adviserDetails');
  });

  it('builds the site configuration state with its defaults', () => {
    expect(mapSiteConfiguration(undefined)).toEqual({
      feesAndTaxes: 1,
      holdBackPeriod: false,
      portfolioGrouping: PortfolioGrouping.Split,
      profitAnalysisType: 'twrr',
      groupingFilter: 'My',
      useHistoricData: false,
    });
    expect(
      mapSiteConfiguration({
        portfolioGrouping: 'Consolidated',
        profitAnalysisType: 'TWRR',
        useHistoricLoadedTWRRData: true,
        enableHoldBackPeriod: 'true',
        feesAndTaxes: [0],
      }),
    ).toEqual({
      feesAndTaxes: 0,
      holdBackPeriod: true,
      portfolioGrouping: PortfolioGrouping.Consolidated,
      profitAnalysisType: 'twrr',
      groupingFilter: 'All',
      useHistoricData: true,
    });
  });
});
