import { CsrfField } from "~/components/csrf-field";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { TFunction } from "~/i18n-t";
import type { z } from "zod";
import { useTranslation } from "~/i18n-t";
import type { VolunteerCenterProfile } from "~/.server/api/types";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { validationErrorMap } from "~/utils/validation-message";
import { FOOTER_LINK_ROWS, SOCIAL_NETWORKS } from "./schema";

export type FooterValues = Record<string, string>;

/** The form's starting values from the saved profile: one field per network and per link row. */
export function footerValues(profile: VolunteerCenterProfile | null): FooterValues {
  const values: FooterValues = {
    footerAddress: profile?.footerAddress ?? "",
    footerPhone: profile?.footerPhone ?? "",
    footerEmail: profile?.footerEmail ?? "",
    openingHours: profile?.openingHours ?? "",
  };
  for (const network of SOCIAL_NETWORKS) values[`social_${network}`] = profile?.socialLinks?.find((l) => l.network === network)?.url ?? "";
  for (let i = 0; i < FOOTER_LINK_ROWS; i++) {
    values[`linkLabel${i}`] = profile?.footerLinks?.[i]?.label ?? "";
    values[`linkUrl${i}`] = profile?.footerLinks?.[i]?.url ?? "";
  }
  return values;
}

/** Messages in the visitor's language: a half-filled link row says which half is missing. */
export function footerErrorMap(t: TFunction): z.ZodErrorMap {
  const labels: Record<string, string> = {
    footerAddress: t("settings:footer.address"),
    footerPhone: t("settings:footer.phone"),
    footerEmail: t("settings:footer.email"),
    openingHours: t("settings:footer.openingHours"),
  };
  for (const network of SOCIAL_NETWORKS) labels[`social_${network}`] = t(`common:centerFooter.networks.${network}`);
  for (let i = 0; i < FOOTER_LINK_ROWS; i++) {
    labels[`linkLabel${i}`] = t("settings:footer.linkLabel", { n: i + 1 });
    labels[`linkUrl${i}`] = t("settings:footer.linkUrl", { n: i + 1 });
  }
  const fallback = validationErrorMap(t, labels);
  return (issue, ctx) => {
    if (issue.code === "custom" && issue.params?.missing) return { message: t("settings:footer.linkIncomplete") };
    if (issue.path[0]?.toString().startsWith("social_")) return { message: t("settings:footer.urlHint") };
    if (issue.path[0]?.toString().startsWith("linkUrl")) return { message: t("settings:footer.linkUrlHint") };
    return fallback(issue, ctx);
  };
}

export function FooterSettingsForm({ values, lastResult }: { values: FooterValues; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation(["settings", "common"]);
  const [form, fields] = useForm({ id: "footer", lastResult, defaultValue: values, shouldValidate: "onBlur", shouldRevalidate: "onBlur" });
  const field = (name: string) => {
    const meta = fields[name as keyof typeof fields];
    return { id: `footer-${name}`, name, defaultValue: (meta?.initialValue as string | undefined) ?? values[name], errors: meta?.errors };
  };
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="grid gap-8">
      <CsrfField />
      <FormAlert id={form.errorId} errors={form.errors} />
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-xl font-semibold">{t("footer.contact")}</legend>
        <TextAreaField {...field("footerAddress")} rows={3} label={t("footer.address")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field("footerPhone")} type="tel" autoComplete="off" label={t("footer.phone")} />
          <TextField {...field("footerEmail")} type="email" autoComplete="off" label={t("footer.email")} />
        </div>
        <TextAreaField {...field("openingHours")} rows={4} label={t("footer.openingHours")} description={t("footer.openingHoursHint")} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-xl font-semibold">{t("footer.social")}</legend>
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            {...field(`social_${network}`)}
            type="url"
            inputMode="url"
            placeholder="https://"
            label={t(`common:centerFooter.networks.${network}`)}
          />
        ))}
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-xl font-semibold">{t("footer.links")}</legend>
        <p className="text-sm text-muted-700 dark:text-muted-300">{t("footer.linksHint")}</p>
        {Array.from({ length: FOOTER_LINK_ROWS }, (_, i) => (
          <div key={i} className="grid gap-4 sm:grid-cols-2">
            <TextField {...field(`linkLabel${i}`)} label={t("footer.linkLabel", { n: i + 1 })} />
            <TextField {...field(`linkUrl${i}`)} label={t("footer.linkUrl", { n: i + 1 })} />
          </div>
        ))}
      </fieldset>
      <div>
        <SubmitButton variant="primary">{t("save")}</SubmitButton>
      </div>
    </Form>
  );
}
