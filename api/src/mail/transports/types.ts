/** One mail as a transport sends it: both bodies (multipart/alternative) and its own headers. */
export interface OutgoingMail {
  from: { name: string; email: string };
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** Message-ID always; List-Unsubscribe and List-Unsubscribe-Post on digests. */
  headers: Record<string, string>;
}

/** Sends one mail or throws; the error's message becomes the outbox row's failure_reason. */
export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
}

/** A refusal worth retrying (a timeout, a 5xx) or not: both are retried, the reason is kept. */
export class TransportError extends Error {
  override name = "TransportError";
}
