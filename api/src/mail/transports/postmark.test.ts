import { afterEach, describe, expect, it, vi } from "vitest";
import { postmarkTransport } from "./postmark";
import type { OutgoingMail } from "./types";

// Postmark is not ours: a stand-in answers its POST /email the way its docs describe.
const mail: OutgoingMail = {
  from: { name: 'Centrale "Oost"', email: "no-reply@inzet.example" },
  to: "nina@example.org",
  replyTo: "info@centrale.example",
  subject: "Nieuwe vacatures",
  text: "tekst",
  html: "<p>html</p>",
  headers: {
    "Message-ID": "<outbox.a.1.2@inzet.example>",
    "List-Unsubscribe": "<http://localhost/afmelden?token=t>",
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  },
};

afterEach(() => vi.restoreAllMocks());

describe("postmarkTransport", () => {
  it("posts both bodies, the sender's name, Reply-To and the headers with the server token", async () => {
    const calls: Request[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      calls.push(new Request(input, init));
      return Response.json({ ErrorCode: 0, MessageID: "pm-1" });
    });
    await postmarkTransport({ baseUrl: "https://postmark.test", token: "tok" }).send(mail);
    const [request] = calls;
    expect(request.url).toBe("https://postmark.test/email");
    expect(request.headers.get("x-postmark-server-token")).toBe("tok");
    expect(await request.json()).toEqual({
      From: '"Centrale \\"Oost\\"" <no-reply@inzet.example>',
      To: "nina@example.org",
      ReplyTo: "info@centrale.example",
      Subject: "Nieuwe vacatures",
      TextBody: "tekst",
      HtmlBody: "<p>html</p>",
      Headers: [
        { Name: "Message-ID", Value: "<outbox.a.1.2@inzet.example>" },
        { Name: "List-Unsubscribe", Value: "<http://localhost/afmelden?token=t>" },
        { Name: "List-Unsubscribe-Post", Value: "List-Unsubscribe=One-Click" },
      ],
      MessageStream: "outbound",
    });
  });

  it("throws Postmark's own reason on a refusal", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ ErrorCode: 300, Message: "Invalid 'To' address" }, { status: 422 }));
    await expect(postmarkTransport({ baseUrl: "https://postmark.test", token: "tok" }).send(mail)).rejects.toThrow("postmark 422: Invalid 'To' address");
  });
});
