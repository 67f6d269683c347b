import type { Config } from "../../config";
import { logTransport } from "./log";
import { postmarkTransport } from "./postmark";
import { smtpTransport } from "./smtp";
import type { MailTransport } from "./types";

export type { MailTransport, OutgoingMail } from "./types";

/** The transport MAIL_ADAPTER names (config.ts checks that its settings are present). */
export function transportFor(config: Config): MailTransport {
  switch (config.MAIL_ADAPTER) {
    case "log":
      return logTransport;
    case "smtp":
      return smtpTransport({
        host: config.SMTP_HOST,
        port: config.SMTP_PORT,
        security: config.SMTP_SECURITY,
        user: config.SMTP_USER,
        password: config.SMTP_PASSWORD,
      });
    case "postmark":
      return postmarkTransport({
        baseUrl: config.POSTMARK_URL,
        token: config.POSTMARK_TOKEN ?? "",
      });
  }
}
