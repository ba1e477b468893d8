import { compareVersions, parseVersion } from './version';

describe('platform versions', () => {
  it('reads dotted numbers, ignoring a prefix v and any suffix', () => {
    expect(parseVersion('22.9.237')).toEqual([22, 9, 237]);
    expect(parseVersion('v23.5.269-hotfix')).toEqual([23, 5, 269]);
    expect(parseVersion('beta')).toBeNull();
    expect(parseVersion(null)).toBeNull();
  });

  it('compares number by number, not as text', () => {
    expect(compareVersions([22, 10, 0], [22, 9, 237])).toBe(1);
    expect(compareVersions([22, 8, 233], [22, 8, 234])).toBe(-1);
    expect(compareVersions([22, 9], [22, 9, 0])).toBe(0);
  });
});
