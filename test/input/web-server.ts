import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What a test server does for one path. */
export type Route = (request: IncomingMessage, response: ServerResponse) => void;

/** A server on a free loopback port, answering `routes` by path (404 for the rest). */
export async function startWebServer(
  routes: Readonly<Record<string, Route>>,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const route = routes[new URL(request.url ?? "/", "http://test").pathname];
    if (route !== undefined) route(request, response);
    else response.writeHead(404, "Not Found").end("missing");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
