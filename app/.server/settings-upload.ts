import { FILE_KINDS } from "@contract/uploads";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { refusalValues, uploadFile, uploadRefusal, type Upload } from "./api/uploads";

type SettingsKind = "logo" | "favicon" | "photo";

/**
 * A file of an /instellingen form into R2 (docs/files.md), or the field error that says why not,
 * in the visitor's language. The kind's size limit is checked here first, so a too large file is
 * a field error without its bytes going on to the api.
 */
export async function uploadSettingsFile(context: AppLoadContext, kind: SettingsKind, file: File | undefined): Promise<{ upload?: Upload; error?: string }> {
  if (!file) return {};
  const size = FILE_KINDS[kind].maxBytes / 1024;
  if (file.size > FILE_KINDS[kind].maxBytes) return { error: context.t("settings:design.fileTooLarge", { size }) };
  try {
    return { upload: await uploadFile(context, kind, file) };
  } catch (error) {
    const refusal = uploadRefusal(error);
    if (!refusal) throw error;
    return { error: context.t(`settings:design.file.${refusal}`, refusalValues(FILE_KINDS[kind])) };
  }
}
