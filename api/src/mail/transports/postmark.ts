import type { MailTransport, OutgoingMail } from "./types";
import { TransportError } from "./types";

export interface PostmarkSettings {
  /** https://api.postmarkapp.com in production; a local stand-in in the transport's test. */
  baseUrl: string;
  token: string;
}

/** Postmark's error answers: `{ ErrorCode, Message }` (https://postmarkapp.com/developer/api/overview). */
interface PostmarkAnswer {
  ErrorCode?: number;
  Message?: string;
}

function quoteName(name: string) {
  return `"${name.replace(/["\\]/g, "\\$&")}"`;
}

/** The transactional HTTP API (Postmark's POST /email) over fetch. */
export function postmarkTransport(settings: PostmarkSettings): MailTransport {
  return {
    name: "postmark",
    async send(mail: OutgoingMail) {
      const body = {
        From: `${quoteName(mail.from.name)} <${mail.from.email}>`,
        To: mail.to,
        ReplyTo: mail.replyTo ?? undefined,
        Subject: mail.subject,
        TextBody: mail.text,
        HtmlBody: mail.html,
        Headers: Object.entries(mail.headers).map(([Name, Value]) => ({
          Name,
          Value,
        })),
        MessageStream: "outbound",
      };
      let response: Response;
      try {
        response = await fetch(new URL("/email", settings.baseUrl), {
          method: "POST",
          headers: {
            accept: "application/json",
            "content-type": "application/json",
            "x-postmark-server-token": settings.token,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        throw new TransportError(`postmark: ${error instanceof Error ? error.message : String(error)}`);
      }
      const answer = (await response.json().catch(() => ({}))) as PostmarkAnswer;
      if (!response.ok || (answer.ErrorCode ?? 0) !== 0) {
        throw new TransportError(`postmark ${response.status}: ${answer.Message ?? response.statusText}`);
      }
    },
  };
}
