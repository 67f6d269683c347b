import type { MailContent } from "../render";
import { type MailVars, greeting, signature } from "./vars";

// The answers are listed as text ("Label: answer") in both mails, so the visitor keeps what they
// sent and the owner can read it without signing in; the owner's mail also links to the page.
const answerLines = (v: MailVars) => (v.answers ?? []).map((a) => `${a.label}: ${a.value}`);

/** To the visitor, at the e-mail address they gave in the form. */
export const formReceived = {
  nl: (v: MailVars): MailContent => ({
    subject: `Ontvangen: ${v.form}`,
    greeting: greeting.nl(v),
    paragraphs: [`Bedankt voor het invullen van ${v.form}. Dit hebben we van je ontvangen:`, ...answerLines(v)],
    signature: signature.nl(v),
  }),
  en: (v: MailVars): MailContent => ({
    subject: `Received: ${v.form}`,
    greeting: greeting.en(v),
    paragraphs: [`Thank you for filling in ${v.form}. This is what we received from you:`, ...answerLines(v)],
    signature: signature.en(v),
  }),
};

/** To the form's owner (or the centre's contact address): a new submission. */
export const formSubmissionNew = {
  nl: (v: MailVars): MailContent => ({
    subject: `Nieuwe inzending: ${v.form}`,
    greeting: greeting.nl(v),
    paragraphs: [`Er is een nieuwe inzending van ${v.form}.`, ...answerLines(v)],
    ...(v.link ? { action: { label: "Inzending bekijken", url: v.link } } : {}),
    signature: signature.nl(v),
  }),
  en: (v: MailVars): MailContent => ({
    subject: `New submission: ${v.form}`,
    greeting: greeting.en(v),
    paragraphs: [`${v.form} has a new submission.`, ...answerLines(v)],
    ...(v.link ? { action: { label: "View the submission", url: v.link } } : {}),
    signature: signature.en(v),
  }),
};
