import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { dateAction, dupeAction, everyFieldAction, formbuilderAction, savedStepFormAction, stepFormAction } from "./forms.server";
import type { TestPage } from "./pages";
import { sentryTestAction } from "./sentry-action.server";
import { tiptapAction } from "./tiptap.server";

/** The /test pages that take a post; the others answer 405. */
export async function testAction(page: TestPage, request: Request, context: AppLoadContext) {
  const formData = await request.formData();
  switch (page) {
    case "form":
      return everyFieldAction(formData, context);
    case "dupe":
      return dupeAction(formData, context);
    case "step-form":
      return stepFormAction(formData);
    case "step-form-2":
      return savedStepFormAction(formData, context);
    case "datepicker":
      return dateAction(formData);
    case "tiptap":
      return tiptapAction(formData, context);
    case "formbuilder":
      return formbuilderAction(formData);
    case "sentry":
      return sentryTestAction(request, context);
    default:
      throw data(null, { status: 405 });
  }
}
