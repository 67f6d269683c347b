import type { AppLoadContext } from "@remix-run/cloudflare";
import { authState, userState, userStoreState } from "./session-state.server";
import { apiState } from "./api-state.server";
import { colorScales } from "./colors.server";
import { dollarApi } from "./dollar-api.server";
import { newDupeToken, savedSteps } from "./forms.server";
import type { TestPage } from "./pages";
import { sentryState } from "./sentry.server";

type PageLoader = (request: Request, context: AppLoadContext) => unknown;

/** What each /test page shows; pages without server data get null. */
const LOADERS: Partial<Record<TestPage, PageLoader>> = {
  api: (_request, context) => apiState(context),
  auth: (_request, context) => authState(context),
  user: (_request, context) => userState(context),
  "user-store": (_request, context) => userStoreState(context),
  dupe: () => ({ token: newDupeToken() }),
  "step-form-2": (_request, context) => savedSteps(context),
  colors: (_request, context) => colorScales(context),
  "dollar-api": dollarApi,
  sentry: (_request, context) => sentryState(context),
};

export async function testLoader(page: TestPage, request: Request, context: AppLoadContext) {
  const load = LOADERS[page];
  return load ? load(request, context) : null;
}
