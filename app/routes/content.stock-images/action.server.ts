import { STOCK_ALT_MAX, STOCK_IMAGE } from "@contract/uploads";
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { ApiError } from "~/.server/api/errors";
import { addStockImage, deleteStockImage } from "~/.server/api/stock-images";
import { refusalValues, uploadRefusal } from "~/.server/api/uploads";
import { requireSuperAdmin } from "~/.server/permissions";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";

const PATH = "/content/stock-images";
type Errors = Partial<Record<"file" | "altNl" | "altEn" | "delete", string>>;
const refuse = (errors: Errors, status = 400) => data({ errors }, { status });

/** Super admins add a stock image (file and both alt texts) or remove one. */
export async function stockImageAction({ request, context }: ActionFunctionArgs) {
  await requireSuperAdmin(request, context);
  const t = context.t;
  if (Number(request.headers.get("Content-Length")) > STOCK_IMAGE.maxBytes + 64 * 1024) return refuse({ file: t("files:stock.tooLarge") }, 413);
  const form = await request.formData();
  if (form.get("intent") === "delete") {
    const id = String(form.get("id") ?? "");
    if (!/^[1-9][0-9]{0,15}$/.test(id)) return refuse({ delete: t("files:library.deleteFailed") });
    try {
      await deleteStockImage(context, id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return refuse({ delete: t("files:library.deleteFailed") }, 404);
      throw error;
    }
    flashToast(context, { title: t("files:stock.deleted"), color: "success" });
    return safeRedirect(PATH);
  }
  const file = form.get("file");
  const alt = (name: string) => String(form.get(name) ?? "").trim();
  const errors: Errors = {};
  if (!(file instanceof File) || file.size === 0) errors.file = t("files:library.chooseFile");
  else if (file.size > STOCK_IMAGE.maxBytes) errors.file = t("files:stock.tooLarge");
  for (const name of ["altNl", "altEn"] as const) {
    const value = alt(name);
    if (value === "" || value.length > STOCK_ALT_MAX) errors[name] = t("files:stock.altRequired", { max: STOCK_ALT_MAX });
  }
  if (Object.keys(errors).length || !(file instanceof File)) return refuse(errors);
  try {
    await addStockImage(context, file, { nl: alt("altNl"), en: alt("altEn") });
  } catch (error) {
    const refusal = uploadRefusal(error);
    if (!refusal) throw error;
    if (refusal === "dimensions") return refuse({ file: t("files:stock.dimensions", refusalValues(STOCK_IMAGE)) });
    return refuse({ file: refusal === "size" ? t("files:stock.tooLarge") : t("files:stock.type") });
  }
  flashToast(context, { title: t("files:stock.added"), color: "success" });
  return safeRedirect(PATH);
}
