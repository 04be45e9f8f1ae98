// `CRM_TRUST_PROXY`: which proxies in front of the server (a load balancer) may say who the
// client is through `X-Forwarded-For`/`-Proto`/`-Host`. Off by default: a server reached
// directly must not believe those headers. Behind a load balancer it must, or every client
// shares the balancer's address and the per-address rate limits lock everyone out together.
// Values: `true` (any proxy), a number of hops, or addresses and CIDR ranges separated by commas.
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const addresses = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const invalid = addresses.filter((item) => !/^[0-9A-Fa-f.:]+(\/\d{1,3})?$/.test(item));
  if (invalid.length)
    throw new Error(`CRM_TRUST_PROXY: not an address or range: ${invalid.join(', ')}`);
  return addresses;
}
