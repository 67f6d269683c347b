import type { MailTransport } from "./types";

// Nothing leaves the machine: the mail stays readable in the outbox (/dev/mail's outbox list).
// The line never holds the body, which may hold a token.
export const logTransport: MailTransport = {
  name: "log",
  async send(mail) {
    console.log(`[mail] ${mail.headers["Message-ID"]} to ${mail.to}: ${mail.subject}`);
  },
};
