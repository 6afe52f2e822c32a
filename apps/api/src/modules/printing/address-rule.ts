/**
 * The printer address rule (issue 40): which addresses the server may open a printer connection
 * to. One rule for the back office, the tenant file and the print worker; the worker judges the
 * address it is about to connect to and connects to exactly that address (no second lookup), so a
 * name that changes its answer between the save and the print (DNS rebinding) gains nothing.
 *
 * - An address is allowed when it is private-use IPv4 (10/8, 172.16/12, 192.168/16, also written
 *   as IPv4-mapped IPv6) and not the deployment's own. Everything else is refused: loopback,
 *   link-local (the cloud metadata service at 169.254.169.254), unspecified, multicast, broadcast,
 *   carrier-grade NAT, public, IPv6 (unique-local included). PRINTER_ALLOWED_NETWORKS allows more.
 * - A name is resolved and every address it resolves to, IPv4 and IPv6, must be allowed; a name
 *   that is not found is refused. The names of the deployment itself (its host name, /etc/hosts,
 *   the hosts of the services in its configuration) and of well-known infrastructure (cloud
 *   metadata, localhost, Kubernetes and Docker names, the usual service names of a compose file)
 *   are refused whatever they resolve to.
 * - An IPv4 address is written as four decimal numbers: the other spellings the resolver reads
 *   (`0x7f000001`, `2130706433`, `127.1`, `010.0.0.1` as octal) are refused as written.
 * - The deployment's own addresses: its interfaces' addresses and the networks they are on (the
 *   compose network its database shares), /etc/hosts, and its configured services' addresses.
 */
import { lookup } from 'node:dns/promises';
import { readFileSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';
import { hostname, networkInterfaces } from 'node:os';
import type { AllowedNetwork, Config } from '../../config.ts';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** A name's addresses (IPv4 and IPv6); rejects when it has none. Tests inject a stub. */
export type ResolveHost = (host: string) => Promise<readonly ResolvedAddress[]>;

export const systemResolver: ResolveHost = (host) => lookup(host, { all: true, verbatim: true });

/** What the deployment itself is on the network: never a printer. */
export interface DeploymentNetwork {
  /** Host names (lower case). */
  names: readonly string[];
  /** Addresses, or networks as CIDRs ('172.18.0.2/16'). */
  networks: readonly string[];
}

/** Why an address was refused, in the words the back office and the tenant command show. */
export class PrinterAddressRefused extends Error {
  override name = 'PrinterAddressRefused';
  constructor(
    readonly host: string,
    message: string,
  ) {
    super(message);
  }
}

export const refusedMessage = (host: string) =>
  `${host} is not a printer address the server may use: give the printer’s private address on the restaurant’s network, such as 192.168.1.50, or a name that leads to one. ` +
  'Loopback, link-local, cloud metadata and public addresses, and the server’s own, are refused.';

export const spellingMessage = (host: string) =>
  `${host} is not written as an IP address the server accepts: write it as four numbers from 0 to 255 without leading zeros, such as 192.168.1.50.`;

/** Private-use IPv4 (RFC 1918): where a restaurant's printers are. */
const PRIVATE_USE = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'];

/** Names of infrastructure a printer never is, whatever they resolve to. */
const INFRASTRUCTURE_NAMES = new Set([
  'localhost',
  'localhost.localdomain',
  'ip6-localhost',
  'ip6-loopback',
  'ip6-localnet',
  'ip6-mcastprefix',
  'ip6-allnodes',
  'ip6-allrouters',
  'broadcasthost',
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'kubernetes',
  'redis',
  'postgres',
  'postgresql',
  'db',
  'database',
  'mysql',
  'mariadb',
  'mongo',
  'mongodb',
  'memcached',
  'minio',
  'mailpit',
  'mailhog',
  'smtp',
]);
const INFRASTRUCTURE_SUFFIXES = ['.localhost', '.localdomain', '.docker.internal', '.containers.internal', '.google.internal', '.ec2.internal', '.compute.internal', '.svc', '.cluster.local'];

/** As the host is compared: trimmed, lower case, without IPv6 brackets or a final dot. */
export function normaliseHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
}

/**
 * True when the resolver would read the text as an IPv4 address although it is not written as
 * four decimal numbers: its last label is a number (decimal, octal or 0x-hex), the WHATWG URL
 * standard's "ends in a number", which covers `2130706433`, `0x7f000001`, `127.1`, `010.0.0.1`.
 */
function endsInNumber(name: string): boolean {
  const last = name.split('.').at(-1) ?? '';
  return /^\d+$/.test(last) || /^0x[0-9a-f]*$/.test(last);
}

/** Addresses and networks ('10.0.0.0/8', '::1', or as PRINTER_ALLOWED_NETWORKS holds them) as a BlockList. */
function blockListOf(networks: Iterable<string | { address: string; prefix?: number }>): BlockList {
  const list = new BlockList();
  for (const network of networks) {
    const [address = '', prefix] = typeof network === 'string' ? network.split('/') : [network.address, network.prefix];
    const family = isIP(address);
    if (family === 0) continue;
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

const PRIVATE_USE_LIST = blockListOf(PRIVATE_USE);

export interface PrinterAddressRuleOptions {
  /** PRINTER_ALLOWED_NETWORKS. */
  allowedNetworks: readonly AllowedNetwork[];
  resolve: ResolveHost;
  /** The deployment's own names and networks (read once, at the first check). */
  deployment: () => DeploymentNetwork;
}

export class PrinterAddressRule {
  private readonly allowed: BlockList;
  private own: { names: Set<string>; networks: BlockList } | null = null;

  constructor(private readonly options: PrinterAddressRuleOptions) {
    this.allowed = blockListOf(options.allowedNetworks);
  }

  private deployment(): { names: Set<string>; networks: BlockList } {
    if (!this.own) {
      const { names, networks } = this.options.deployment();
      this.own = { names: new Set(names.map(normaliseHost)), networks: blockListOf(networks) };
    }
    return this.own;
  }

  /** Whether a connection may go to this address (an IP address as the resolver answers it). */
  allows(address: string, services: BlockList = new BlockList()): boolean {
    // A zone (`fe80::1%eth0`) belongs to link-local addresses only.
    if (address.includes('%')) return false;
    const family = isIP(address);
    if (family === 0) return false;
    const type = family === 6 ? 'ipv6' : 'ipv4';
    // BlockList judges an IPv4-mapped IPv6 address (::ffff:7f00:1) by its IPv4 address.
    if (this.allowed.check(address, type)) return true;
    if (this.deployment().networks.check(address, type) || services.check(address, type)) return false;
    return PRIVATE_USE_LIST.check(address, type);
  }

  /**
   * The addresses `host` leads to, every one allowed, in the resolver's order: the worker connects
   * to the first. Throws PrinterAddressRefused (nothing said about what a name resolves to).
   */
  async check(host: string): Promise<string[]> {
    const name = normaliseHost(host);
    if (isIP(name)) {
      if (this.allows(name, await this.serviceAddresses())) return [name];
      throw new PrinterAddressRefused(host, refusedMessage(host));
    }
    if (name.includes(':') || name.includes('%') || endsInNumber(name)) throw new PrinterAddressRefused(host, spellingMessage(host));
    const own = this.deployment();
    if (INFRASTRUCTURE_NAMES.has(name) || INFRASTRUCTURE_SUFFIXES.some((suffix) => name.endsWith(suffix)) || own.names.has(name)) {
      throw new PrinterAddressRefused(host, refusedMessage(host));
    }
    let addresses: readonly ResolvedAddress[];
    try {
      addresses = await this.options.resolve(name);
    } catch {
      throw new PrinterAddressRefused(host, refusedMessage(host));
    }
    const services = await this.serviceAddresses();
    if (addresses.length === 0 || addresses.some((a) => !this.allows(a.address, services))) throw new PrinterAddressRefused(host, refusedMessage(host));
    return addresses.map((a) => a.address);
  }

  /** The addresses the deployment's own names resolve to now (its database's, its Redis's). */
  private async serviceAddresses(): Promise<BlockList> {
    const names = [...this.deployment().names].filter((name) => isIP(name) === 0);
    const answers = await Promise.all(names.map((name) => this.options.resolve(name).catch(() => [])));
    return blockListOf(answers.flat().map((a) => a.address));
  }
}

/** The hosts of the services the configuration names (database, Redis, mail, bucket, address search). */
function configuredHosts(config: Config): string[] {
  const urls = [config.DATABASE_URL, config.REDIS_URL, config.SMTP_URL, config.MEDIA_BUCKET?.endpoint, config.PHOTON_URL];
  return urls.flatMap((url) => {
    if (!url) return [];
    try {
      return [normaliseHost(new URL(url).hostname)];
    } catch {
      return [];
    }
  });
}

/** /etc/hosts: its names and addresses (the deployment's own, on a container: its service names). */
function hostsFile(path: string): { names: string[]; addresses: string[] } {
  let text = '';
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return { names: [], addresses: [] };
  }
  const names: string[] = [];
  const addresses: string[] = [];
  for (const line of text.split('\n')) {
    const [address, ...aliases] = line.replace(/#.*/, '').trim().split(/\s+/);
    if (!address || isIP(address.replace(/%.*/, '')) === 0) continue;
    addresses.push(address.replace(/%.*/, ''));
    names.push(...aliases.map(normaliseHost));
  }
  return { names, addresses };
}

/** The machine's own names and networks, as the rule refuses them. */
export function machineDeployment(config: Config, hostsPath = '/etc/hosts'): () => DeploymentNetwork {
  return () => {
    const hosts = hostsFile(hostsPath);
    const interfaces = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
    const configured = configuredHosts(config);
    return {
      names: [normaliseHost(hostname()), ...hosts.names, ...configured.filter((host) => isIP(host) === 0)],
      networks: [...interfaces.map((i) => i.cidr ?? i.address).map((n) => n.replace(/%[^/]*/, '')), ...hosts.addresses, ...configured.filter((host) => isIP(host) !== 0)],
    };
  };
}

/** The rule as the app and the tenant command use it. */
export function printerAddressRule(config: Config, resolve: ResolveHost = systemResolver, deployment = machineDeployment(config)): PrinterAddressRule {
  return new PrinterAddressRule({ allowedNetworks: config.PRINTER_ALLOWED_NETWORKS, resolve, deployment });
}
