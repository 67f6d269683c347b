import type { AppLoadContext } from "@remix-run/cloudflare";
import { authState, userState, userStoreState } from "./session-state.server";
import { apiState } from "./api-state.server";
import { colorScales } from "./colors.server";
import { dollarApi } from "./dollar-api.server";
import { newDupeToken, savedSteps } from "./forms.server";
import type { TestPage } from "./pages";
import { sentryState } from "./sentry.server";

/** What each /test page shows; pages without server data get null. */
export async function testLoader(page: TestPage, request: Request, context: AppLoadContext) {
  switch (page) {
    case "api":
      return apiState(context);
    case "auth":
      return authState(context);
    case "user":
      return userState(context);
    case "user-store":
      return userStoreState(context);
    case "dupe":
      return { token: newDupeToken() };
    case "step-form-2":
      return savedSteps(context);
    case "colors":
      return colorScales(context);
    case "dollar-api":
      return dollarApi(request, context);
    case "sentry":
      return sentryState(context);
    default:
      return null;
  }
}
