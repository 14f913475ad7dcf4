// The fetcher against real HTTP servers on this machine. They listen on loopback, so tests that
// need to reach them say so with the test allowance; nothing here needs the internet.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { failureOf } from "#server/testing/failure";
import { safeFetch, safeFetchText } from "./safe-fetch";
import { SiteFetchError, type SiteFetchErrorKind } from "./site-fetch-error";

const TESTS = { allowLoopback: true };

/** A local server, with the requests it answered and how many connections it accepted. */
type Fixture = { origin: string; port: number; hits: http.IncomingMessage[]; connections: () => number };
const servers: http.Server[] = [];

async function fixtureServer(handler: http.RequestListener): Promise<Fixture> {
  const hits: http.IncomingMessage[] = [];
  const server = http.createServer((request, response) => {
    hits.push(request);
    handler(request, response);
  });
  let connections = 0;
  server.on("connection", () => connections++);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, port, hits, connections: () => connections };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections(); // the trickling servers would otherwise keep close() waiting
    await new Promise((resolve) => server.close(resolve));
  }
});

async function expectKind(promise: Promise<unknown>, kind: SiteFetchErrorKind): Promise<SiteFetchError> {
  const error = await failureOf(promise, SiteFetchError);
  expect(error.kind, error.message).toBe(kind);
  return error;
}

const hello = (_request: http.IncomingMessage, response: http.ServerResponse) => {
  response.writeHead(200, { "content-type": "text/calendar; charset=utf-8" }).end("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
};

describe("safeFetch", () => {
  it("fetches a page, saying who it is and what it accepts", async () => {
    const server = await fixtureServer(hello);
    const result = await safeFetch(`${server.origin}/calendar.ics`, { policy: TESTS, accept: "text/calendar" });
    expect(result).toEqual({
      finalUrl: `${server.origin}/calendar.ics`,
      status: 200,
      contentType: "text/calendar; charset=utf-8",
      body: Buffer.from("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n"),
    });
    expect(server.hits[0].headers["user-agent"]).toBe("SaunaEireBot/1.0 (+https://sauna-eire.ie)");
    expect(server.hits[0].headers.accept).toBe("text/calendar");
    // A host name is resolved through the same checked lookup.
    expect((await safeFetch(`http://localhost:${server.port}/`, { policy: TESTS })).status).toBe(200);
  });

  it("refuses this machine by default, by address or by a name that resolves to it, without connecting", async () => {
    const server = await fixtureServer(hello);
    for (const url of [
      `${server.origin}/`,
      `http://localhost:${server.port}/`,
      `http://[::1]:${server.port}/`,
      `http://[::ffff:127.0.0.1]:${server.port}/`,
      `http://[::ffff:7f00:1]:${server.port}/`,
      `http://[::7f00:1]:${server.port}/`,
      `http://2130706433:${server.port}/`, // the URL parser reads these four as 127.0.0.1
      `http://0x7f.1:${server.port}/`,
      `http://0177.0.0.1:${server.port}/`,
      `http://127.1:${server.port}/`,
    ]) {
      const error = await expectKind(safeFetch(url), "blocked_address");
      expect(error.message).toBe(
        "That address points to a private or local network, so Sauna Éire can't fetch it. Use the site's public web address.",
      );
    }
    // Refused before connecting: the socket's own last check never had to act.
    expect(server.connections()).toBe(0);
  });

  it("refuses private, link-local, metadata, CGNAT, unique-local, multicast and reserved addresses, even in tests", async () => {
    const urls = [
      "http://10.0.0.1/",
      "http://172.16.0.1/",
      "http://172.31.255.254/",
      "http://192.168.1.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://100.64.0.1/",
      "http://[fc00::1]/",
      "http://[fd00::1]/",
      "http://[fe80::1]/",
      "http://224.0.0.1/",
      "http://[ff02::1]/",
      "http://0.0.0.0/",
      "http://0/",
      "http://[::]/",
      "http://255.255.255.255/",
      "http://240.0.0.1/",
      "http://[::ffff:10.0.0.1]/",
      "http://[::ffff:a9fe:a9fe]/",
      "http://[64:ff9b::a9fe:a9fe]/",
      "http://[2002:a00:1::]/",
      "http://167772161/", // 10.0.0.1
      "https://10.0.0.1/",
    ];
    for (const url of urls) {
      for (const policy of [undefined, TESTS]) {
        // A short deadline, so a regression that tries to connect fails fast rather than hanging.
        await expectKind(safeFetch(url, { policy, timeoutMs: 1000 }), "blocked_address");
      }
    }
  });

  it("checks every redirect again: a public page cannot send the fetch into our network", async () => {
    const targets = ["http://10.0.0.1/", "http://169.254.169.254/latest/meta-data/", "http://[::ffff:a9fe:a9fe]/", "http://192.168.0.1:8080/admin"];
    const server = await fixtureServer((request, response) => {
      response.writeHead(302, { location: targets[Number(request.url!.slice(1))] }).end();
    });
    for (const [index, target] of targets.entries()) {
      const error = await expectKind(safeFetch(`${server.origin}/${index}`, { policy: TESTS, timeoutMs: 1000 }), "blocked_address");
      expect(error.message).toBe("The site redirected to a private or local network address, so Sauna Éire stopped there.");
      expect(error.message).not.toContain(new URL(target).hostname);
    }
  });

  it("follows up to 3 redirects, relative or absolute, and no more", async () => {
    // /hop/N/M redirects to /hop/N+1/M until N reaches M; alternately relative and absolute.
    const server = await fixtureServer((request, response) => {
      if (request.url === "/loop") return response.writeHead(301, { location: "/loop" }).end();
      const [step, of] = request.url!.split("/").slice(2).map(Number);
      if (step === of) return hello(request, response);
      const next = `/hop/${step + 1}/${of}`;
      response.writeHead(step % 2 ? 307 : 302, { location: step % 2 ? next : `http://localhost:${server.port}${next}` }).end();
    });
    const three = await safeFetch(`${server.origin}/hop/0/3`, { policy: TESTS });
    expect(three.finalUrl).toBe(`http://localhost:${server.port}/hop/3/3`);
    expect(three.status).toBe(200);

    const four = await expectKind(safeFetch(`${server.origin}/hop/0/4`, { policy: TESTS }), "too_many_redirects");
    expect(four.message).toBe(
      "The site redirected more than 3 times, so Sauna Éire stopped following it. Open the address in a browser and use the address it ends up at.",
    );
    await expectKind(safeFetch(`${server.origin}/loop`, { policy: TESTS }), "too_many_redirects");
    await expectKind(safeFetch(`${server.origin}/hop/0/1`, { policy: TESTS, maxRedirects: 0 }), "too_many_redirects");
    // Asking for more than 3 still gets 3.
    await expectKind(safeFetch(`${server.origin}/hop/0/4`, { policy: TESTS, maxRedirects: 10 }), "too_many_redirects");
  });

  it("accepts only http and https", async () => {
    for (const url of ["file:///etc/passwd", "ftp://example.com/cal.ics", "gopher://example.com/", "data:text/calendar,BEGIN", "javascript:alert(1)", "ws://example.com/"]) {
      const error = await expectKind(safeFetch(url), "invalid_url");
      expect(error.message).toBe("Only web addresses starting with http:// or https:// can be used.");
    }
    for (const url of ["", "not a url", "example.com/calendar.ics", "http://"]) {
      const error = await expectKind(safeFetch(url), "invalid_url");
      expect(error.message).toContain("starting with https://");
    }
    const server = await fixtureServer((_request, response) => response.writeHead(302, { location: "file:///etc/passwd" }).end());
    const error = await expectKind(safeFetch(server.origin, { policy: TESTS }), "invalid_url");
    expect(error.message).toBe("The site redirected to an address that isn't an ordinary web page, so Sauna Éire stopped there.");
  });

  it("refuses URLs with a user name or password in them", async () => {
    const server = await fixtureServer(hello);
    for (const url of [`http://user:secret@127.0.0.1:${server.port}/`, `http://user@127.0.0.1:${server.port}/`, "https://:pw@example.com/"]) {
      const error = await expectKind(safeFetch(url, { policy: TESTS }), "invalid_url");
      expect(error.message).toContain("user name or password");
    }
    expect(server.hits).toHaveLength(0);
  });

  it("refuses a body over the size limit, whether or not Content-Length says so", async () => {
    let chunksSent = 0;
    const server = await fixtureServer((request, response) => {
      if (request.url === "/declared") return response.writeHead(200, { "content-length": "5000" }).end("x".repeat(5000));
      if (request.url === "/exact") return response.writeHead(200).end("x".repeat(1024));
      if (request.url === "/two-megabytes-and-a-byte") return response.writeHead(200).end(Buffer.alloc(2 * 1024 * 1024 + 1));
      // No Content-Length: chunks without end, so only the fetcher's limit stops it.
      response.writeHead(200);
      const timer = setInterval(() => {
        chunksSent++;
        response.write("x".repeat(512));
      }, 1);
      response.on("close", () => clearInterval(timer));
    });
    const options = { policy: TESTS, maxBytes: 1024 };
    const declared = await expectKind(safeFetch(`${server.origin}/declared`, options), "too_large");
    expect(declared.message).toBe("The file at that address is larger than 1 KB, so Sauna Éire didn't download it.");
    await expectKind(safeFetch(`${server.origin}/endless`, options), "too_large");
    expect(chunksSent).toBeLessThan(50);
    expect((await safeFetch(`${server.origin}/exact`, options)).body).toHaveLength(1024);
    // Asking for more than 2 MB still gets 2 MB.
    const large = await expectKind(safeFetch(`${server.origin}/two-megabytes-and-a-byte`, { policy: TESTS, maxBytes: 10 * 1024 * 1024 }), "too_large");
    expect(large.message).toContain("larger than 2 MB");
  });

  it("gives up on a server that is too slow, even one that keeps sending a byte at a time", async () => {
    const server = await fixtureServer((request, response) => {
      if (request.url === "/silent") return; // never answers
      response.writeHead(200, { "content-type": "text/calendar" });
      const timer = setInterval(() => response.write("x"), 20);
      response.on("close", () => clearInterval(timer));
    });
    for (const path of ["/trickle", "/silent"]) {
      const started = Date.now();
      const error = await expectKind(safeFetch(`${server.origin}${path}`, { policy: TESTS, timeoutMs: 300 }), "timeout");
      expect(error.message).toBe("The site took too long to answer, so Sauna Éire gave up. Try again later.");
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  it("reports an error status and a failed connection in plain words", async () => {
    const server = await fixtureServer((_request, response) => response.writeHead(404).end("Not here"));
    const notFound = await expectKind(safeFetch(server.origin, { policy: TESTS }), "http_status");
    expect(notFound.status).toBe(404);
    expect(notFound.message).toBe("The site answered with an error (HTTP 404). Check the address and that the page is public.");

    const closed = await fixtureServer(hello);
    const port = closed.port;
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const refused = await expectKind(safeFetch(`http://127.0.0.1:${port}/`, { policy: TESTS }), "network");
    expect(refused.message).toBe("Sauna Éire couldn't connect to that site. Check the address, or try again later.");
    expect(refused.message).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|\n\s+at /);
  });
});

describe("safeFetchText", () => {
  it("decodes the body with the charset the server declares, UTF-8 otherwise", async () => {
    const server = await fixtureServer((request, response) => {
      if (request.url === "/latin1") {
        return response.writeHead(200, { "content-type": "text/html; charset=ISO-8859-1" }).end(Buffer.from("Sauna Éire", "latin1"));
      }
      if (request.url === "/unknown") return response.writeHead(200, { "content-type": "text/html; charset=klingon" }).end("Sauna Éire");
      response.writeHead(200, { "content-type": "text/calendar" }).end("Sauna Éire");
    });
    for (const path of ["/latin1", "/unknown", "/plain"]) {
      expect((await safeFetchText(`${server.origin}${path}`, { policy: TESTS })).text, path).toBe("Sauna Éire");
    }
  });
});
