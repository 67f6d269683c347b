// The local SMTP server that catches every mail the api worker sends in development and in the
// e2e runs (docs/mail.md): a real SMTP conversation (smtp-server), each message parsed
// (mailparser) and kept in memory, newest first. A small HTTP endpoint beside it answers
// GET /messages[?to=address] with them as JSON; /dev/mail reads that. Local use only.
// Usage: node scripts/mail-catcher.mjs [--smtp-port 2525] [--http-port 2530] [--auth user:password]
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { option } from "./lib.mjs";

const KEEP = 1000;

const addresses = (field) => (field ? [field].flat().flatMap((f) => f.value.map((v) => v.address?.toLowerCase() ?? "")) : []);
// The raw value of a header line (mailparser folds List-* headers into a structured `list`).
const rawHeader = (mail, key) => {
  const line = mail.headerLines.find((h) => h.key === key)?.line;
  return line
    ? line
        .slice(line.indexOf(":") + 1)
        .replace(/\r?\n\s+/g, " ")
        .trim()
    : null;
};
const headerText = (value) => (value && typeof value === "object" && "text" in value ? value.text : String(value ?? ""));

/**
 * Starts both servers on 127.0.0.1; port 0 picks a free one. With `auth` the server offers
 * AUTH PLAIN/LOGIN and refuses other credentials (the transport's auth is tested against it).
 * Resolves with the ports and a close() function. `unref`: do not keep the process alive. `keep`:
 * how many messages are kept (the burst counts every one, scripts/burst.mjs).
 * @param {{ smtpPort?: number, httpPort?: number, auth?: { user: string, password: string } | null, quiet?: boolean, unref?: boolean, keep?: number }} [options]
 */
export async function startMailCatcher({ smtpPort = 2525, httpPort = 2530, auth = null, quiet = false, unref = false, keep = KEEP } = {}) {
  const messages = [];
  let nextId = 1;
  const smtp = new SMTPServer({
    // Plain SMTP on the loopback only: no STARTTLS (a self-signed certificate would be refused
    // by the worker, rightly), AUTH only when asked for.
    disabledCommands: auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    authOptional: !auth,
    logger: false,
    onAuth(session, _s, callback) {
      if (auth && session.username === auth.user && session.password === auth.password) callback(null, { user: session.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.unshift({
            id: String(nextId++),
            receivedAt: new Date().toISOString(),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: headerText(mail.headers.get("from")),
            to: addresses(mail.to),
            replyTo: mail.replyTo ? headerText(mail.headers.get("reply-to")) : null,
            subject: mail.subject ?? "",
            messageId: mail.messageId ?? null,
            listUnsubscribe: rawHeader(mail, "list-unsubscribe"),
            listUnsubscribePost: rawHeader(mail, "list-unsubscribe-post"),
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
          });
          messages.length = Math.min(messages.length, keep);
          if (!quiet) console.log(`[mail-catcher] ${mail.subject} → ${session.envelope.rcptTo.map((r) => r.address).join(", ")}`);
          callback();
        })
        .catch(callback);
    },
  });
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname !== "/messages") {
      response.writeHead(404).end();
      return;
    }
    if (request.method === "DELETE") {
      messages.length = 0;
      response.writeHead(204).end();
      return;
    }
    const to = url.searchParams.get("to")?.trim().toLowerCase();
    const found = to ? messages.filter((m) => m.envelopeTo.includes(to) || m.to.includes(to)) : messages;
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(found));
  });
  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve(server.address().port));
    });
  const smtpBound = await listen(smtp.server, smtpPort);
  const httpBound = await listen(http, httpPort);
  // Inside a test runner: the servers must not keep its process alive after the last test.
  if (unref) {
    smtp.server.unref();
    http.unref();
  }
  return {
    smtpPort: smtpBound,
    httpPort: httpBound,
    messages,
    close: () => Promise.all([new Promise((r) => smtp.close(r)), new Promise((r) => http.close(r))]),
  };
}

/**
 * The local service (scripts/local-services.mjs): one catcher per server, so parallel e2e
 * servers never share or clash on one. SMTP on the workers' port + 10, its list of received mail
 * on port + 15 (MAIL_SMTP_PORT / MAIL_CATCHER_HTTP_PORT override them); the api worker sends to
 * it over SMTP, the web worker's /dev/mail reads the list. None beside the outage api.
 */
export const mailCatcherService = {
  name: "mail-catcher",
  async start({ port, workers = ["web", "api"] }) {
    if (!workers.includes("api")) return { stop: async () => {} };
    const catcher = await startMailCatcher({
      smtpPort: Number(process.env.MAIL_SMTP_PORT ?? port + 10),
      httpPort: Number(process.env.MAIL_CATCHER_HTTP_PORT ?? port + 15),
    });
    console.log(`Mail: SMTP catcher on 127.0.0.1:${catcher.smtpPort}; what it received on /dev/mail`);
    return {
      stop: catcher.close,
      bindings: {
        api: { MAIL_ADAPTER: "smtp", SMTP_HOST: "127.0.0.1", SMTP_PORT: String(catcher.smtpPort), SMTP_SECURITY: "none" },
        web: { MAIL_CATCHER_URL: `http://127.0.0.1:${catcher.httpPort}/messages` },
      },
    };
  },
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [user, password] = String(option("auth", "")).split(":");
  const catcher = await startMailCatcher({
    smtpPort: Number(option("smtp-port", 2525)),
    httpPort: Number(option("http-port", 2530)),
    auth: user ? { user, password: password ?? "" } : null,
  });
  console.log(`Mail catcher: SMTP on 127.0.0.1:${catcher.smtpPort}, received mail at http://127.0.0.1:${catcher.httpPort}/messages`);
}
