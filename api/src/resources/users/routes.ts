import { Hono } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { parseQuery } from "../../jsonapi/query";
import { confirm } from "./confirm";
import { deleteCurrentUser, deleteUser } from "./delete-account";
import { listUsersRoute, showUserRoute, userList } from "./managed-routes";
import { updateManagedUser } from "./manage-user";
import { invite } from "./invite";
import { resendConfirmation } from "./resend";
import { restoreUserRoute } from "./removal";
import { USER_RESTORE_PATH } from "@contract/users";
import { sendUser } from "./respond";
import { currentUserQuery } from "./schema";
import { signUp } from "./sign-up";
import { updateCurrentUser } from "./update-current-user";

export const USERS_PATH = "/api/v1/users";
export const CURRENT_USER_PATH = "/api/v1/current_user";
export const CONFIRM_PATH = "/api/v1/confirm";

const RESEND = "/:id/resend_confirmation_instructions";
const RESTORE = `/:id/${USER_RESTORE_PATH}`;

export const userRoutes = new Hono<AppEnv>()
  .get("/", userList, listUsersRoute)
  // Anonymous: sign-up; with credentials: an invitation by staff or a super admin.
  .post("/", (c) => (c.var.currentUser === null ? signUp(c) : invite(c)))
  .get("/:id", showUserRoute)
  .patch("/:id", updateManagedUser)
  .put("/:id", updateManagedUser)
  .delete("/:id", deleteUser)
  .post(RESEND, resendConfirmation)
  .post(RESTORE, restoreUserRoute)
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PUT", "PATCH", "DELETE"]))
  .all(RESEND, methodNotAllowed(["POST"]))
  .all(RESTORE, methodNotAllowed(["POST"]));

export const currentUserRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const user = requireUser(c);
    const query = parseQuery(new URL(c.req.url).searchParams, currentUserQuery);
    return sendUser(c, user, query);
  })
  .patch("/", updateCurrentUser)
  .delete("/", deleteCurrentUser)
  .all("/", methodNotAllowed(["GET", "PATCH", "DELETE"]));

export const confirmRoutes = new Hono<AppEnv>().post("/", confirm).all("/", methodNotAllowed(["POST"]));
