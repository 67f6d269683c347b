import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../../env";
import { JsonApiError } from "../../jsonapi/errors";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { authenticate } from "../authenticate";
import { requestPasswordReset } from "./password-request";
import { updatePassword } from "./password-update";
import { signIn } from "./sign-in";
import { signOut, validateToken } from "./session";

export const AUTH_PATH = "/auth";

// Credentials and passwords are short; a large body is a mistake or an attack on PBKDF2 time.
const smallBodies = bodyLimit({
  maxSize: 16 * 1024,
  onError: () => {
    throw new JsonApiError({
      status: 413,
      title: "Payload too large",
      detail: "Request bodies on /auth are limited to 16 KB.",
    });
  },
});

/** devise_token_auth's routes (docs/decisions/0007-auth-protocol.md); tenant-scoped by index.ts. */
export const authRoutes = new Hono<AppEnv>()
  .use("*", smallBodies)
  .post("/sign_in", signIn)
  .delete("/sign_out", signOut)
  .get("/validate_token", authenticate, validateToken)
  .post("/password", requestPasswordReset)
  // devise_token_auth routes PATCH and PUT alike.
  .put("/password", authenticate, updatePassword)
  .patch("/password", authenticate, updatePassword)
  .all("/sign_in", methodNotAllowed(["POST"]))
  .all("/sign_out", methodNotAllowed(["DELETE"]))
  .all("/validate_token", methodNotAllowed(["GET"]))
  .all("/password", methodNotAllowed(["POST", "PUT", "PATCH"]));
