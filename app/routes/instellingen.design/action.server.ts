import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/cloudflare";
import { getCenterSettings, updateCenterProfile } from "~/.server/api/center-settings";
import { ApiError } from "~/.server/api/errors";
import { discardUpload, type Upload } from "~/.server/api/uploads";
import { forgetCurrentCenter } from "~/.server/current-center";
import { safeRedirect } from "~/.server/safe-redirect";
import { requireSettingsEditor } from "~/.server/settings-access";
import { uploadSettingsFile } from "~/.server/settings-upload";
import { checkScale } from "~/.server/theme-contrast";
import { resolveShades } from "~/.server/theme";
import { flashToast } from "~/.server/toast";
import { validationErrorMap } from "~/utils/validation-message";
import { SCALES, chosenColor, chosenShades, designSchema, type DesignForm } from "./schema";

// Whole request at most: both files at their kinds' limits plus the other fields.
const MAX_BODY = 2 * 1024 * 1024;

const labels = (t: AppLoadContext["t"]) => ({
  primaryCustom: t("settings:design.primary"),
  secondaryCustom: t("settings:design.secondary"),
  tertiaryCustom: t("settings:design.tertiary"),
  mutedColor: t("settings:design.muted"),
  shape: t("settings:design.shape"),
  gtagId: t("settings:design.gtagId"),
});

/** The scales the posted choices make, with their contrast figures, for the preview. */
export function previewOf(form: DesignForm) {
  const scales = Object.fromEntries(SCALES.map((scale) => [scale, checkScale(scale, chosenColor(form, scale), chosenShades(form, scale))]));
  return { ...scales, muted: { shades: resolveShades(form.mutedColor, null, "slate"), contrast: null, passes: true } } as Record<
    "primary" | "secondary" | "tertiary" | "muted",
    ReturnType<typeof checkScale>
  >;
}

const upload = (context: AppLoadContext, kind: "logo" | "favicon", file: File | undefined) => uploadSettingsFile(context, kind, file);

/** Preview (nothing saved) or save: colours, shades, muted, shape, logo, favicon, analytics id. */
export async function designAction({ request, context }: ActionFunctionArgs) {
  const center = await getCenterSettings(context);
  await requireSettingsEditor(request, context, center.id);
  if (Number(request.headers.get("Content-Length")) > MAX_BODY) throw data(null, { status: 413 });
  const t = context.t;
  const formData = await request.formData();
  const submission = parseWithZod(formData, {
    schema: designSchema,
    errorMap: (issue, ctx) =>
      issue.code === "custom" && issue.params?.shades
        ? { message: t("settings:design.shadesIncomplete", { keys: issue.params.shades }) }
        : validationErrorMap(t, labels(t))(issue, ctx),
  });
  // Files never travel back into the form.
  const hide = ["logo", "favicon"];
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: hide }), preview: null }, { status: 400 });
  const form = submission.value;
  const preview = previewOf(form);
  const failing = SCALES.filter((scale) => !preview[scale].passes);
  if (form.intent === "preview") return { result: submission.reply({ hideFields: hide }), preview };
  if (failing.length && !form.acceptContrast) {
    const fieldErrors = Object.fromEntries(failing.map((scale) => [`${scale}Preset`, [t("settings:design.lowContrast", { ratio: preview[scale].contrast })]]));
    return data({ result: submission.reply({ fieldErrors, hideFields: hide }), preview, contrastFailed: true }, { status: 400 });
  }

  const logo = await upload(context, "logo", form.logo);
  const favicon = await upload(context, "favicon", form.favicon);
  const uploads = [logo.upload, favicon.upload].filter((u): u is Upload => u !== undefined);
  if (logo.error || favicon.error) {
    await Promise.all(uploads.map((u) => discardUpload(context, u)));
    const fieldErrors = { ...(logo.error && { logo: [logo.error] }), ...(favicon.error && { favicon: [favicon.error] }) };
    return data({ result: submission.reply({ fieldErrors, hideFields: hide }), preview }, { status: 400 });
  }
  const attributes = {
    ...Object.fromEntries(
      SCALES.flatMap((scale) => [
        [`${scale}Color`, chosenColor(form, scale)],
        [`${scale}ColorShades`, chosenShades(form, scale)],
      ]),
    ),
    mutedColor: form.mutedColor,
    shape: form.shape,
    gtagId: form.gtagId ?? null,
    ...(logo.upload ? { websiteLogoUrl: logo.upload.url } : form.removeLogo ? { websiteLogoUrl: null } : {}),
    ...(favicon.upload ? { faviconUrl: favicon.upload.url } : form.removeFavicon ? { faviconUrl: null } : {}),
  };
  try {
    await updateCenterProfile(context, center.id, attributes);
  } catch (error) {
    await Promise.all(uploads.map((u) => discardUpload(context, u)));
    // The form checks what the api checks, so this is rare: one message, not a field's.
    if (error instanceof ApiError && error.status === 422)
      return data({ result: submission.reply({ formErrors: [t("settings:failed")], hideFields: hide }), preview }, { status: 400 });
    throw error;
  }
  forgetCurrentCenter(context);
  flashToast(context, { title: t("settings:saved"), color: "success" });
  return safeRedirect("/instellingen/design");
}
