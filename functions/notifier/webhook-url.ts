// Chat webhooks call out from our servers, so a URL must not point inside them: https only, no
// credentials, and a host that is, and resolves to, a public address.
import { lookup as dnsLookup } from "node:dns/promises";
import { isIP } from "node:net";

export type Lookup = (hostname: string) => Promise<string[]>;

export const systemLookup: Lookup = async (hostname) => (await dnsLookup(hostname, { all: true })).map((a) => a.address);

function ipv4Private(address: string): boolean {
  const [a, b] = address.split(".").map(Number);
  return (
    a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 192 && b === 0) ||
    (a === 198 && (b === 18 || b === 19)) || a >= 224
  );
}

export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").toLowerCase();
  if (isIP(bare) === 4) return ipv4Private(bare);
  if (isIP(bare) === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
    if (mapped) return ipv4Private(mapped[1]);
    return bare === "::" || bare === "::1" || /^f[cd]/.test(bare) || /^fe[89ab]/.test(bare) || /^ff/.test(bare);
  }
  return false;
}

/** The reason a webhook URL is refused, or null when its form is acceptable. */
export function webhookUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "This is not a URL.";
  }
  if (url.protocol !== "https:") return "A webhook URL must start with https://.";
  if (url.username || url.password) return "A webhook URL must not carry a user name or password.";
  const host = url.hostname.toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || host.endsWith(".internal")) {
    return "A webhook URL must point to a public server.";
  }
  if (isIP(host.replace(/^\[|\]$/g, "")) && isPrivateAddress(host)) return "A webhook URL must point to a public server.";
  return null;
}

/** Checks, right before calling, that the host resolves only to public addresses. */
export async function assertPublicHost(raw: string, lookup: Lookup): Promise<void> {
  const host = new URL(raw).hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host) ? [host] : await lookup(host);
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
    throw new Error(`webhook host ${host} resolves to a private address`);
  }
}
