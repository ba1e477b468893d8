import { throttleAddress } from './client-address';

describe('the address a request is counted against', () => {
  it('keeps an IPv4 address, and reads an IPv4-mapped one as IPv4', () => {
    expect(throttleAddress('203.0.113.10')).toBe('203.0.113.10');
    expect(throttleAddress('::ffff:203.0.113.10')).toBe('203.0.113.10');
  });

  it('groups an IPv6 address by its /64', () => {
    expect(throttleAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttleAddress('::1')).toBe('0:0:0:0::/64');
  });
});
