/**
 * The printer address rule (issue 40) as a table of spellings: literal addresses in every form the
 * resolver reads, names through a stub resolver, the deployment's own names and networks, and what
 * PRINTER_ALLOWED_NETWORKS allows. No database, no network: the resolver and the machine are stubs.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { testConfig } from '../../test/test-app.ts';
import { printerAddressRule, refusedMessage, spellingMessage, type ResolveHost } from './address-rule.ts';

/** What the stub resolver answers, by name; a name it lacks is not found (as ENOTFOUND). */
const DNS: Record<string, string[]> = {
  'kitchen-printer': ['192.168.1.50'],
  'pass.local': ['10.1.2.3'],
  'dual.example': ['192.168.1.60', '::ffff:192.168.1.60'],
  'sneaky.example': ['127.0.0.1'],
  'half.example': ['10.0.0.5', '169.254.169.254'],
  'six.example': ['::1'],
  'mapped.example': ['::ffff:127.0.0.1'],
  'public.example': ['93.184.216.34'],
  'empty.example': [],
  // The deployment's database, as a configured service (DATABASE_URL) resolves on a compose network elsewhere.
  'db-primary': ['10.9.9.9'],
  'stand-in.test': ['127.0.0.1'],
};
const resolve: ResolveHost = async (host) => {
  const answer = DNS[host];
  if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};
/** The machine: its host name, its /etc/hosts names, its interfaces' networks. */
const deployment = () => ({ names: ['platter-api', 'vm', 'db-primary'], networks: ['127.0.0.1/8', '::1/128', '172.18.0.5/16', '192.168.7.2/24'] });
const rule = printerAddressRule(testConfig(), resolve, deployment);

describe('the printer address rule', () => {
  it.each([
    ['192.168.1.50', ['192.168.1.50']],
    ['10.0.0.7', ['10.0.0.7']],
    ['172.16.0.1', ['172.16.0.1']],
    ['172.31.255.254', ['172.31.255.254']],
    [' 10.0.0.7 ', ['10.0.0.7']],
    ['10.0.0.7.', ['10.0.0.7']],
    ['::ffff:192.168.1.50', ['::ffff:192.168.1.50']],
    ['kitchen-printer', ['192.168.1.50']],
    ['Kitchen-Printer.', ['192.168.1.50']],
    ['pass.local', ['10.1.2.3']],
    ['dual.example', ['192.168.1.60', '::ffff:192.168.1.60']],
  ])('allows %s, to be connected to at %j', async (host, addresses) => {
    expect(await rule.check(host)).toEqual(addresses);
  });

  it.each([
    // Loopback, in every spelling the resolver reads.
    'localhost',
    'LOCALHOST',
    'localhost.',
    'printer.localhost',
    'ip6-localhost',
    'ip6-loopback',
    '127.0.0.1',
    '127.0.0.2',
    '::1',
    '[::1]',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '[::ffff:7f00:1]',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    // Unspecified, multicast, broadcast.
    '0.0.0.0',
    '::',
    '224.0.0.1',
    '239.255.255.250',
    'ff02::1',
    '255.255.255.255',
    // Link-local and the cloud metadata services, by address and by name.
    '169.254.169.254',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '169.254.0.1',
    'fe80::1',
    'fe80::1%eth0',
    'fd00:ec2::254',
    '100.100.100.200',
    'metadata',
    'metadata.google.internal',
    'METADATA.GOOGLE.INTERNAL.',
    'instance-data',
    'instance-data.ec2.internal',
    // Public, carrier-grade NAT, unique-local IPv6.
    '8.8.8.8',
    '100.64.0.1',
    '2001:4860:4860::8888',
    'fd00::1',
    // The deployment: its infrastructure's names, its own names and networks, its services.
    'redis',
    'postgres',
    'host.docker.internal',
    'kubernetes.default.svc',
    'platter-api',
    'vm',
    'VM',
    'db-primary',
    '10.9.9.9',
    '172.18.0.9',
    '192.168.7.40',
    // Names leading to a refused address (every one judged), or to none.
    'sneaky.example',
    'half.example',
    'six.example',
    'mapped.example',
    'public.example',
    'empty.example',
    'nowhere.example',
  ])('refuses %s', async (host) => {
    await expect(rule.check(host)).rejects.toThrow(refusedMessage(host));
  });

  it.each(['2130706433', '0x7f000001', '0X7F000001', '0xa9fea9fe', '127.1', '0x7f.1', '017700000001', '010.0.0.1', '172.016.0.1', '192.168.001.050', '0', 'printer.0x10', '1.2.3.4.5', '127.0.0.1:9100'])(
    'refuses %s as written: an IPv4 address is four decimal numbers',
    async (host) => {
      await expect(rule.check(host)).rejects.toThrow(spellingMessage(host));
    },
  );

  it('allows what PRINTER_ALLOWED_NETWORKS names (a stand-in printer on 127.0.0.1), and nothing more', async () => {
    const operator = printerAddressRule(testConfig({ PRINTER_ALLOWED_NETWORKS: '127.0.0.1/32, fd00::/8' }), resolve, deployment);
    expect(await operator.check('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(await operator.check('::ffff:127.0.0.1')).toEqual(['::ffff:127.0.0.1']);
    expect(await operator.check('stand-in.test')).toEqual(['127.0.0.1']);
    expect(await operator.check('fd00::1')).toEqual(['fd00::1']);
    for (const host of ['127.0.0.2', 'localhost', '0x7f000001', '169.254.169.254', 'metadata']) await expect(operator.check(host)).rejects.toThrow();
  });

  it('reads PRINTER_ALLOWED_NETWORKS as comma-separated CIDRs, empty by default, refusing /0 and what it does not understand', () => {
    expect(loadConfig({}).PRINTER_ALLOWED_NETWORKS).toEqual([]);
    expect(loadConfig({ PRINTER_ALLOWED_NETWORKS: '192.168.1.0/24,127.0.0.1' }).PRINTER_ALLOWED_NETWORKS).toEqual([
      { address: '192.168.1.0', prefix: 24, family: 'ipv4' },
      { address: '127.0.0.1', prefix: 32, family: 'ipv4' },
    ]);
    for (const bad of ['0.0.0.0/0', '::/0', 'kitchen', '10.0.0.0/33', '10.0.0.0/8/1']) {
      expect(() => loadConfig({ PRINTER_ALLOWED_NETWORKS: bad })).toThrow(/PRINTER_ALLOWED_NETWORKS: must be comma-separated CIDRs/);
    }
  });
});
