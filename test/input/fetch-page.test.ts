import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as pith from "../../src/index.js";
import { isPublicAddress } from "../../src/input/address-policy.js";
import { fetchPage, isWebAddress, USER_AGENT } from "../../src/input/fetch-page.js";
import { startWebServer } from "./web-server.js";

const PAGE = "<html><head><title>Tide pools</title></head><body><p>Anemones.</p></body></html>";
/** "Привет" in windows-1251, declared only by the HTTP header. */
const CYRILLIC = Buffer.from([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2]);

let server: Awaited<ReturnType<typeof startWebServer>>;
let userAgent: string | undefined;
/** The test server listens on loopback: allowed here, refused by default (tested below). */
const options = { maxBytes: 1000, timeoutMs: 5000, allowPrivateAddresses: true };

beforeAll(async () => {
  server = await startWebServer({
    "/story": (request, response) => {
      userAgent = request.headers["user-agent"];
      response.writeHead(200, { "content-type": "text/html; charset=windows-1251" }).end(CYRILLIC);
    },
    "/moved": (_, response) => response.writeHead(301, { location: "/story" }).end(),
    "/untyped": (_, response) => response.writeHead(200).end(PAGE),
    "/report.pdf": (_, response) =>
      response.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.7"),
    "/zipped": (_, response) =>
      response
        .writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" })
        .end(gzipSync(PAGE)),
    "/declared-huge": (_, response) =>
      response.writeHead(200, { "content-type": "text/html", "content-length": "5000" }).end(),
    "/streamed-huge": (_, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      for (let i = 0; i < 20; i++) response.write("x".repeat(100));
      response.end();
    },
    "/stuck": () => {
      // Never answers.
    },
  });
});

afterAll(() => server.close());

describe("fetchPage", () => {
  it("reads a page with the charset its Content-Type declares, following redirects", async () => {
    const page = await fetchPage(`${server.origin}/moved`, options);
    expect(page.url).toBe(`${server.origin}/story`);
    expect(page.charset).toBe("windows-1251");
    expect(Buffer.from(page.bytes).equals(CYRILLIC)).toBe(true);
    expect(userAgent).toBe(USER_AGENT);
    expect(USER_AGENT).toMatch(/^Mozilla\/5\.0 \(compatible; pith\/\d+\.\d+\.\d+\)$/);
  });

  it("takes an undeclared body that looks like HTML, and undoes gzip transfer", async () => {
    const untyped = await fetchPage(`${server.origin}/untyped`, options);
    expect(Buffer.from(untyped.bytes).toString()).toBe(PAGE);
    expect(untyped.charset).toBeUndefined();
    const zipped = await fetchPage(`${server.origin}/zipped`, options);
    expect(Buffer.from(zipped.bytes).toString()).toBe(PAGE);
  });

  it("says why a page cannot be had: its status, its type, its size, its time, the network", async () => {
    await expect(fetchPage(`${server.origin}/gone`, options)).rejects.toThrow("HTTP 404 Not Found");
    await expect(fetchPage(`${server.origin}/report.pdf`, options)).rejects.toThrow(
      "not an HTML page (Content-Type: application/pdf)",
    );
    await expect(fetchPage(`${server.origin}/declared-huge`, options)).rejects.toThrow(
      "input of 5000 bytes exceeds the limit of 1000 bytes",
    );
    await expect(fetchPage(`${server.origin}/streamed-huge`, options)).rejects.toThrow(
      "exceeds the limit of 1000 bytes",
    );
    await expect(
      fetchPage(`${server.origin}/stuck`, { ...options, timeoutMs: 200 }),
    ).rejects.toThrow("timed out after 200 ms fetching the page");
    const closed = await startWebServer({});
    const origin = closed.origin;
    await closed.close();
    await expect(fetchPage(`${origin}/story`, options)).rejects.toThrow(/ECONNREFUSED/);
  });

  it("gives each failure a stable code, and an HTTP error its status", async () => {
    await expect(fetchPage(`${server.origin}/gone`, options)).rejects.toMatchObject({
      code: "PITH_HTTP_STATUS",
      status: 404,
    });
    await expect(fetchPage(`${server.origin}/report.pdf`, options)).rejects.toMatchObject({
      code: "PITH_NOT_HTML",
    });
    await expect(fetchPage(`${server.origin}/declared-huge`, options)).rejects.toMatchObject({
      code: "PITH_TOO_LARGE",
    });
    const closed = await startWebServer({});
    await closed.close();
    await expect(fetchPage(`${closed.origin}/story`, options)).rejects.toMatchObject({
      code: "PITH_NETWORK",
      message: "connection refused (ECONNREFUSED)",
    });
  });

  it("is part of the library's API", () => {
    expect(pith.fetchPage).toBe(fetchPage);
  });

  it("tells web addresses from paths", () => {
    expect(isWebAddress("https://example.com/a")).toBe(true);
    expect(isWebAddress("HTTP://example.com")).toBe(true);
    expect(isWebAddress("pages/https.html")).toBe(false);
    expect(isWebAddress("ftp://example.com/a.html")).toBe(false);
  });
});

describe("the private-address policy (issue 56, row 9)", () => {
  const refused = { maxBytes: 1000, timeoutMs: 5000 };

  it("refuses loopback however it is spelled, and a name that resolves to it", async () => {
    const port = new URL(server.origin).port;
    for (const host of [
      "127.0.0.1",
      "2130706433",
      "0x7f000001",
      "127.1",
      "0",
      "[::1]",
      "[::ffff:127.0.0.1]",
      "localhost",
    ])
      await expect(fetchPage(`http://${host}:${port}/story`, refused), host).rejects.toMatchObject({
        code: "PITH_PRIVATE_ADDRESS",
      });
  });

  it("fetches the same page when private addresses are allowed", async () => {
    const port = new URL(server.origin).port;
    const page = await fetchPage(`http://2130706433:${port}/moved`, options);
    expect(page.url).toBe(`http://127.0.0.1:${port}/story`);
  });

  it("judges addresses by their range: only global unicast is public", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "255.255.255.255",
      "224.0.0.1",
      "::1",
      "::",
      "fe80::1",
      "fd00::1",
      "::ffff:10.0.0.1",
      "not an address",
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it("checks every redirect hop: a public page cannot send the fetch to the metadata service", async () => {
    const hops: string[] = [];
    const stub = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      hops.push(String(input));
      return new Response(null, {
        status: 302,
        headers: { location: "http://169.254.169.254/latest/meta-data/" },
      });
    });
    try {
      await expect(fetchPage("http://93.184.216.34/story", refused)).rejects.toMatchObject({
        code: "PITH_PRIVATE_ADDRESS",
        message: /169\.254\.169\.254/,
      });
      expect(hops).toEqual(["http://93.184.216.34/story"]);
    } finally {
      stub.mockRestore();
    }
  });
});
