// Debian's Chromium, headless, with the flags a closed network needs (no background calls home): the
// browser tests and the bench's first-render figure and Lighthouse audits drive the same browser the same way.
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_PATH } from "./machine";

/**
 * `debuggingPort`: also open DevTools' protocol on that port, for a second client (Lighthouse) to drive it.
 * `selfSignedTls`: accept the bench's CDN stand-in's certificate (bench/edge.ts), made at its start.
 */
export function launchChromium(options: { debuggingPort?: number; selfSignedTls?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      ...(options.debuggingPort ? [`--remote-debugging-port=${options.debuggingPort}`] : []),
      ...(options.selfSignedTls ? ["--ignore-certificate-errors"] : []),
    ],
  });
}
