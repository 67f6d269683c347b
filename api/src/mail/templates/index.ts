import type { TemplateKind } from "@contract/notification-templates";
import type { Locale } from "../../db/accounts-schema";
import { fromPlainText } from "../../rich-text/plain-text";
import type { RichTextDoc } from "../../rich-text/types";
import { DEFAULT_TEXTS } from "./defaults";
import { type RenderedMail, renderWithTemplate } from "./engine";
import { templateValues } from "./values";
import type { MailVars } from "./vars";
import { IsolateCache } from "@contract/isolate-cache";

export type { MailVars } from "./vars";
export type { RenderedMail } from "./engine";

/** The outbox's `kind` column: which template a message came from. */
export type MailKind = TemplateKind;

/** A template's text in one language: what a centre or the platform saved, or the default. */
export interface TemplateText {
  subject: string;
  body: RichTextDoc;
}

// Every kind in every language at most (contract/isolate-cache.ts bounds it all the same).
const defaultDocs = new IsolateCache<RichTextDoc>({ max: 500 });

/** The code's default text: the platform's until a super admin changes it. */
export function defaultText(kind: TemplateKind, locale: Locale): TemplateText {
  const text = DEFAULT_TEXTS[kind][locale];
  const key = `${kind}.${locale}`;
  return { subject: text.subject, body: defaultDocs.getOrSet(key, () => fromPlainText(text.body)) };
}

/** A mail of `kind` in `locale` with these values, in the given text (else the default). */
export function renderTemplate(kind: MailKind, locale: Locale, vars: MailVars, text: TemplateText = defaultText(kind, locale)): RenderedMail {
  return renderWithTemplate(kind, text.subject, text.body, templateValues(kind, locale, vars));
}
