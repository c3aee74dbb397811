// A stand-in for CloudFront in front of the local stack: HTTP/2 over TLS on 127.0.0.1, every request
// passed on to the local server as it came, and WebSocket upgrades (which browsers make over
// HTTP/1.1) piped through. Browsers reach the deployed site over HTTP/2, whose requests share one
// connection; served over HTTP/1.1, a page's dozen scripts would each wait for one of six connections,
// which is not what a phone meets. The certificate is made for localhost at start.
import { connect } from "node:net";
import { createSecureServer, type Http2SecureServer } from "node:http2";
import { request } from "node:http";
import { selfSigned } from "../test/support/self-signed";

/** Headers of one hop (RFC 9113 §8.2.2 forbids them in HTTP/2) and HTTP/2's pseudo-headers. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "host"]);

const passable = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name, value]) => value !== undefined && !name.startsWith(":") && !HOP_BY_HOP.has(name)),
  ) as Record<string, string | string[]>;

export interface Edge {
  /** What a browser opens: https://localhost:<port>. */
  url: string;
  close(): Promise<void>;
}

/** Listens on `port` and passes everything on to the server at `origin` (http://127.0.0.1:<port>). */
export async function startEdge(port: number, origin: string): Promise<Edge> {
  const upstream = new URL(origin);
  const server: Http2SecureServer = createSecureServer({ ...selfSigned("localhost"), allowHTTP1: true }, (incoming, outgoing) => {
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...passable(incoming.headers), host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, passable(answer.headers));
        answer.pipe(outgoing);
      },
    );
    forwarded.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  server.on("upgrade", (incoming, socket, head: Buffer) => {
    const tunnel = connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
      for (let i = 0; i < incoming.rawHeaders.length; i += 2) lines.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}`);
      tunnel.write(`${lines.join("\r\n")}\r\n\r\n`);
      tunnel.write(head);
      tunnel.pipe(socket);
      socket.pipe(tunnel);
    });
    const drop = () => {
      tunnel.destroy();
      socket.destroy();
    };
    tunnel.on("error", drop);
    socket.on("error", drop);
  });
  // Kept to close: the browser keeps its connections open, which would hold close() back.
  const connections = new Set<{ destroy(): void }>();
  server.on("secureConnection", (socket) => {
    connections.add(socket);
    socket.on("close", () => connections.delete(socket));
  });
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  return {
    url: `https://localhost:${port}`,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        for (const connection of connections) connection.destroy();
      }),
  };
}
