import type { Config } from "../config";
import type { OutboxMessage } from "../db/mail-schema";

/** Sends one outbox message; throws when it could not (the message then stays unsent). */
export interface MailAdapter {
  send(message: OutboxMessage): Promise<void>;
}

// Development: the message is readable in the outbox (GET /api/v1/outbox_messages, /dev/mail);
// the log line only says that it went out. It never logs bodies, which hold tokens.
const logAdapter: MailAdapter = {
  async send(message) {
    console.log(
      `[mail] ${message.kind} #${message.id} (${message.locale}) to ${message.toAddress}: ${message.subject}`,
    );
  },
};

export function mailAdapterFor(config: Config): MailAdapter {
  switch (config.MAIL_ADAPTER) {
    case "log":
      return logAdapter;
  }
}
