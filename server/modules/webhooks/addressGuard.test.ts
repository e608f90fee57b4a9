import { describe, expect, it } from 'vitest';
import { isPublicAddress, resolveTarget } from './addressGuard';

describe('the webhook address guard', () => {
  it('tells public addresses from loopback, private, link-local, CGNAT and metadata ones', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a00:1',
      'not-an-address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('refuses a name when any address it resolves to is private', async () => {
    const resolver = () =>
      Promise.resolve([
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ]);
    expect(await resolveTarget('https://hooks.example.com/x', false, resolver)).toMatchObject({
      lasting: true,
    });
    const allowed = await resolveTarget('http://hooks.example.com/x', true, resolver);
    expect(allowed).toMatchObject({ address: '93.184.216.34', family: 4 });
  });
});
