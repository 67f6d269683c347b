import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { dateAction, dupeAction, everyFieldAction, formbuilderAction, savedStepFormAction, stepFormAction } from "./forms.server";
import type { TestPage } from "./pages";
import { sentryTestAction } from "./sentry-action.server";
import { tiptapAction } from "./tiptap.server";

type PageAction = (formData: FormData, context: AppLoadContext, request: Request) => unknown;

/** The /test pages that take a post; the others answer 405. */
const ACTIONS: Partial<Record<TestPage, PageAction>> = {
  form: everyFieldAction,
  dupe: dupeAction,
  "step-form": stepFormAction,
  "step-form-2": savedStepFormAction,
  datepicker: dateAction,
  tiptap: tiptapAction,
  formbuilder: formbuilderAction,
  sentry: (_formData, context, request) => sentryTestAction(request, context),
};

export async function testAction(page: TestPage, request: Request, context: AppLoadContext) {
  const formData = await request.formData();
  const act = ACTIONS[page];
  if (!act) throw data(null, { status: 405 });
  return act(formData, context, request);
}
