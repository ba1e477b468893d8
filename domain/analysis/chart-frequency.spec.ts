import { benchmarkFrequency, chartFrequency } from './chart-frequency';

describe('chart frequency (spec 2 §9)', () => {
  it('is daily up to exactly 1 month, weekly just past it', () => {
    expect(chartFrequency('2026-01-15', '2026-02-15')).toBe('daily');
    expect(chartFrequency('2026-01-15', '2026-02-16')).toBe('weekly');
    expect(chartFrequency('2026-01-31', '2026-02-28')).toBe('daily');
    expect(chartFrequency('2026-01-31', '2026-03-01')).toBe('weekly');
  });

  it('is weekly up to exactly 8 months, monthly just past it', () => {
    expect(chartFrequency('2026-01-15', '2026-09-15')).toBe('weekly');
    expect(chartFrequency('2026-01-15', '2026-09-16')).toBe('monthly');
  });

  it('is monthly up to 2 years, quarterly up to 10 years, else yearly', () => {
    expect(chartFrequency('2024-11-23', '2026-11-23')).toBe('monthly');
    expect(chartFrequency('2024-11-23', '2026-11-24')).toBe('quarterly');
    expect(chartFrequency('2016-11-23', '2026-11-23')).toBe('quarterly');
    expect(chartFrequency('2016-11-23', '2026-11-24')).toBe('yearly');
  });

  it('gives benchmarks monthly, quarterly or yearly only', () => {
    expect(benchmarkFrequency('2026-11-01', '2026-11-23')).toBe('monthly');
    expect(benchmarkFrequency('2024-11-23', '2026-11-23')).toBe('monthly');
    expect(benchmarkFrequency('2024-11-22', '2026-11-23')).toBe('quarterly');
    expect(benchmarkFrequency('2016-11-23', '2026-11-23')).toBe('quarterly');
    expect(benchmarkFrequency('2016-11-22', '2026-11-23')).toBe('yearly');
  });
});
