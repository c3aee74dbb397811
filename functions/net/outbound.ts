// Calls from our servers to URLs that users give us (chat webhooks, web push endpoints) must not reach
// inside our network. A URL is checked when it is saved (its form, and its host when that is an
// address), and again at every call on every address its host resolves to: the connection then goes
// to the address that was checked, so a DNS answer that changes in between (rebinding) gains nothing.
// Addresses are classified by ipaddr.js; only its `unicast` range may be called.
import { lookup as dnsLookup } from "node:dns/promises";
import { Agent, request } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import type * as z from "../../shared/zod";

/** Resolves a host name to its addresses (the system's resolver; tests map names to their own). */
export type Resolve = (hostname: string) => Promise<string[]>;

const systemResolve: Resolve = async (hostname) => (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

export interface OutboundOptions {
  resolve?: Resolve;
  /**
   * Tests only: loopback addresses may be called, so that a test can point a call at its own server.
   * Set in code by a test's stack; nothing a user sends and no setting of a deployment reaches it.
   */
  allowLoopback?: boolean;
  /** Tests only: a certificate authority to trust besides the system's (a fake chat server's own). */
  ca?: string;
}

/** What a called URL answered: its status and the start of its body (see MAX_ANSWER_BYTES). */
export interface OutboundAnswer {
  status: number;
  body: string;
}

/** The most of an answer's body we keep: a webhook's answer is a small JSON document. */
const MAX_ANSWER_BYTES = 64 * 1024;

class OutboundRefused extends Error {}

/** Where an IPv6 address carries an IPv4 one in its last 32 bits: that IPv4 address is the one reached. */
const IPV4_CARRIERS = [
  [0, 0, 0, 0, 0, 0xffff], // IPv4-mapped, ::ffff:a.b.c.d
  [0, 0, 0, 0, 0, 0], // IPv4-compatible, ::a.b.c.d (deprecated, still routed by some stacks)
  [0x64, 0xff9b, 0, 0, 0, 0], // NAT64's well-known prefix, 64:ff9b::a.b.c.d
];

function reached(address: string): ipaddr.IPv4 | ipaddr.IPv6 {
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv4") return parsed;
  const parts = (parsed as ipaddr.IPv6).parts;
  const carrier = IPV4_CARRIERS.some((prefix) => prefix.every((part, i) => parts[i] === part));
  if (!carrier) return parsed;
  return new ipaddr.IPv4([parts[6]! >> 8, parts[6]! & 0xff, parts[7]! >> 8, parts[7]! & 0xff]);
}

/** Words for ipaddr.js's ranges that people meet; the rest are named as the library names them. */
const RANGE_WORDS: Record<string, string> = {
  loopback: "a loopback address",
  private: "a private address",
  uniqueLocal: "a private address",
  deprecatedSiteLocal: "a site-local address",
  linkLocal: "a link-local address",
  carrierGradeNat: "a carrier-grade NAT address",
  unspecified: "an unspecified address",
  multicast: "a multicast address",
  broadcast: "a broadcast address",
};

/** Why `address` may not be called ("::ffff:7f00:1 is a loopback address."), or null when it may. */
function addressRefusal(address: string, allowLoopback = false): string | null {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address.`;
  const range = reached(address).range();
  if (range === "unicast" || (allowLoopback && range === "loopback")) return null;
  return `${address} is ${RANGE_WORDS[range] ?? `in the reserved range "${range}"`}.`;
}

/** The host of a URL as an address, or null when it is a name ("[::1]" is "::1"). */
function hostAddress(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return isIP(host) ? host : null;
}

/**
 * Why a URL we would call is refused when a user saves it, or null when its form is acceptable.
 * `what` names it in the sentence ("A webhook URL"). Host names are resolved at each call, not here.
 */
export function callUrlProblem(raw: string, what: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "This is not a URL.";
  }
  if (url.protocol !== "https:") return `${what} must start with https://.`;
  if (url.username || url.password) return `${what} must not carry a user name or password.`;
  const publicServer = `${what} must point to a public server.`;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (host === "localhost" || [".localhost", ".local", ".internal"].some((suffix) => host.endsWith(suffix))) return publicServer;
  const address = hostAddress(url);
  const refusal = address && addressRefusal(address);
  return refusal ? `${publicServer} ${refusal}` : null;
}

/** For a zod schema's superRefine: refuses what callUrlProblem refuses, in its words, at `path` of the body. */
export function refuseUncallable(what: string, path: string[]) {
  return (url: string, ctx: z.core.$RefinementCtx) => {
    const problem = callUrlProblem(url, what);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path });
  };
}

/** Posts to URLs users gave us, through one agent whose every connection is checked. */
export class Outbound {
  /** For clients that take an agent (web-push): its connections go only to checked addresses. */
  readonly agent: Agent;
  private readonly allowLoopback: boolean;

  constructor(options: OutboundOptions = {}) {
    const resolve = options.resolve ?? systemResolve;
    this.allowLoopback = options.allowLoopback ?? false;
    // The socket connects to what this returns; Node asks with `all` when it tries several addresses.
    const lookup = ((hostname: string, lookupOptions: { all?: boolean }, callback: (...args: unknown[]) => void) => {
      resolve(hostname)
        .then((addresses) => {
          if (addresses.length === 0) throw new OutboundRefused(`${hostname} has no address.`);
          for (const address of addresses) {
            const refusal = addressRefusal(address, this.allowLoopback);
            if (refusal) throw new OutboundRefused(`${hostname} resolves to an address we do not call: ${refusal}`);
          }
          if (lookupOptions.all)
            callback(
              null,
              addresses.map((address) => ({ address, family: isIP(address) })),
            );
          else callback(null, addresses[0], isIP(addresses[0]!));
        })
        .catch((error) => callback(error));
    }) as unknown as LookupFunction;
    this.agent = new Agent({ lookup, ...(options.ca ? { ca: options.ca } : {}) });
  }

  /** Refuses a URL whose host is an address we do not call; a name is checked as the agent connects. */
  assertCallable(raw: string): void {
    const url = new URL(raw);
    if (url.protocol !== "https:") throw new OutboundRefused(`${raw} is not an https URL.`);
    const address = hostAddress(url);
    const refusal = address && addressRefusal(address, this.allowLoopback);
    if (refusal) throw new OutboundRefused(refusal);
  }

  /**
   * Sends a JSON body with `method`; answers the status and the first MAX_ANSWER_BYTES of the body.
   * Redirects are not followed (a 3xx is the answer).
   */
  async send(method: "POST" | "PATCH", raw: string, json: string, timeoutMs = 5000): Promise<OutboundAnswer> {
    this.assertCallable(raw);
    return new Promise((done, fail) => {
      const call = request(
        raw,
        {
          method,
          agent: this.agent,
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(json), "user-agent": "Turnpost-Notifier" },
          signal: AbortSignal.timeout(timeoutMs),
        },
        (response) => {
          const chunks: Buffer[] = [];
          let kept = 0;
          response.on("data", (chunk: Buffer) => {
            if (kept >= MAX_ANSWER_BYTES) return; // drained, not kept
            chunks.push(chunk.subarray(0, MAX_ANSWER_BYTES - kept));
            kept += chunk.length;
          });
          response.on("error", fail);
          response.on("end", () => done({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        },
      );
      call.on("error", fail);
      call.end(json);
    });
  }
}
