import { LogLevel, WorkerMailer } from "worker-mailer";
import type { MailTransport, OutgoingMail } from "./types";
import { TransportError } from "./types";

export interface SmtpSettings {
  host: string;
  port: number;
  /** "tls": TLS from the first byte (465); "starttls": upgrade after EHLO (587); "none": local only. */
  security: "tls" | "starttls" | "none";
  user?: string;
  password?: string;
}

/**
 * SMTP from the worker over `cloudflare:sockets` (worker-mailer): one connection per mail, so a
 * broken connection never takes a second mail with it. A refusal at any step throws with the
 * server's reply, which the outbox keeps as the failure reason.
 */
export function smtpTransport(settings: SmtpSettings): MailTransport {
  return {
    name: "smtp",
    async send(mail: OutgoingMail) {
      try {
        await WorkerMailer.send(
          {
            host: settings.host,
            port: settings.port,
            secure: settings.security === "tls",
            startTls: settings.security === "starttls",
            credentials: settings.user && settings.password ? { username: settings.user, password: settings.password } : undefined,
            authType: ["plain", "login"],
            // Its own logging would print every failure a second time, beside ours.
            logLevel: LogLevel.NONE,
            socketTimeoutMs: 15_000,
            responseTimeoutMs: 15_000,
          },
          {
            from: mail.from,
            to: mail.to,
            reply: mail.replyTo ?? undefined,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            headers: { ...mail.headers },
          },
        );
      } catch (error) {
        throw new TransportError(`smtp ${settings.host}:${settings.port}: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
