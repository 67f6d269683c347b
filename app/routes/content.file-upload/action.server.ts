import { FILE_KINDS } from "@contract/uploads";
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { addLibraryFile, deleteLibraryFile } from "~/.server/api/library-files";
import { ApiError } from "~/.server/api/errors";
import { discardUpload, refusalValues, uploadFile, uploadRefusal } from "~/.server/api/uploads";
import { requireReviewer } from "~/.server/permissions";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";

const MAX = FILE_KINDS.content.maxBytes;
const PATH = "/content/file-upload";

type Reply = { errors: { file?: string; delete?: string } };
const refuse = (errors: Reply["errors"], status = 400) => data<Reply>({ errors }, { status });

/** The library's two posts: a file into R2 and the library (`intent=upload`), or out (`intent=delete`). */
export async function fileUploadAction({ request, context }: ActionFunctionArgs) {
  await requireReviewer(request, context);
  const t = context.t;
  // The kind's limit plus room for the other fields: larger bodies are refused before reading.
  if (Number(request.headers.get("Content-Length")) > MAX + 64 * 1024) return refuse({ file: t("files:library.tooLarge") }, 413);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "delete") {
    const id = String(form.get("id") ?? "");
    if (!/^[1-9][0-9]{0,15}$/.test(id)) return refuse({ delete: t("files:library.deleteFailed") });
    try {
      await deleteLibraryFile(context, id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return refuse({ delete: t("files:library.inUse") }, 409);
      if (error instanceof ApiError && error.status === 404) return refuse({ delete: t("files:library.deleteFailed") }, 404);
      throw error;
    }
    flashToast(context, { title: t("files:library.deleted"), color: "success" });
    return safeRedirect(PATH);
  }
  if (intent !== "upload") return refuse({ file: t("files:library.chooseFile") });
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return refuse({ file: t("files:library.chooseFile") });
  if (file.size > MAX) return refuse({ file: t("files:library.tooLarge") });
  let upload;
  try {
    upload = await uploadFile(context, "content", file);
  } catch (error) {
    const refusal = uploadRefusal(error);
    if (!refusal) throw error;
    return refuse({ file: t(`files:library.refused.${refusal}`, refusalValues(FILE_KINDS.content)) });
  }
  const name = (file.name || "bestand").trim().slice(0, 160) || "bestand";
  try {
    await addLibraryFile(context, upload.url, name);
  } catch (error) {
    await discardUpload(context, upload);
    const code = error instanceof ApiError && error.status === 422 ? error.errors[0]?.code : undefined;
    if (code === "quota_exceeded") return refuse({ file: t("files:library.quota") });
    if (code === "taken") return refuse({ file: t("files:library.taken") });
    throw error;
  }
  flashToast(context, { title: t("files:library.uploaded", { name }), color: "success" });
  return safeRedirect(PATH);
}
