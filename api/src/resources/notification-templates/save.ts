import type { TemplateKind } from "@contract/notification-templates";
import { LOCALES } from "@contract/locales";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { JsonApiError } from "../../jsonapi/errors";
import type { TenantId } from "../../tenancy";
import type { Scope } from "./access";
import { type CheckedText, checkText } from "./check-text";
import { rowsFor, writeTemplate } from "./queries";
import type { templateAttributes } from "./schema";
import { toResource } from "./serializer";

type TemplateValues = z.output<typeof templateAttributes>;

/** PATCH: the scope's text of this kind, both languages; an attribute left out keeps what applies now. */
export async function saveTemplate(db: Database, tenantId: TenantId, scope: Scope, kind: TemplateKind, values: TemplateValues) {
  const { own, fallback } = await rowsFor(db, tenantId, scope, kind);
  const current = toResource(scope, kind, own.get(kind), fallback.get(kind)).attributes;
  const errors: JsonApiError[] = [];
  const checked = LOCALES.map((locale) => {
    try {
      return checkText(
        kind,
        { subject: `subject_${locale}`, body: `body_${locale}` },
        values[`subject_${locale}`] ?? current[`subject_${locale}`],
        values[`body_${locale}`] ?? current[`body_${locale}`],
      );
    } catch (error) {
      if (!(error instanceof JsonApiError)) throw error;
      errors.push(error);
      return undefined;
    }
  });
  if (errors.length > 0) {
    const all = errors.flatMap((e) => e.errors).map((e) => ({ ...e, status: 422 as const }));
    throw new JsonApiError([all[0]!, ...all.slice(1)]);
  }
  const [nl, en] = checked as [CheckedText, CheckedText];
  const now = new Date().toISOString();
  const row = {
    subjectNl: nl.subject,
    bodyNl: JSON.stringify(nl.body),
    subjectEn: en.subject,
    bodyEn: JSON.stringify(en.body),
    updatedAt: now,
  };
  await writeTemplate(db, tenantId, scope, kind, own.get(kind), row);
}
