import type { MiddlewareHandler } from "hono";
import { JsonApiError } from "../../jsonapi/errors";
import { JSON_API_MEDIA_TYPE, acceptsJsonApi } from "../../jsonapi/media-type";
import { FILES_PATH, UPLOADS_PATH } from "./serializer";

const pathOf = (url: string) => new URL(url).pathname;

// POST /stock_images takes the image's bytes too (its list and delete answer JSON:API as well).
const STOCK_IMAGES_PATH = "/api/v1/stock_images";

// A visitor's file for a form's file field, and the owner reading one back (docs/forms.md).
const FORM_FILE_UPLOAD = /^\/api\/v1\/public_forms\/[^/]+\/files$/;
const SUBMISSION_FILE = /^\/api\/v1\/form_submissions\/[^/]+\/files\/[^/]+$/;

// A volunteer's profile photo: put as bytes, read by whoever may read the profile (docs/volunteer-profiles.md).
const OWN_PROFILE_PHOTO = "/api/v1/volunteer_profile/photo";
const PROFILE_PHOTO = /^\/api\/v1\/volunteer_profiles\/[^/]+\/photo$/;

/** Paths that answer with a file's bytes. */
const isServingPath = (path: string) => path.startsWith(`${FILES_PATH}/`) || SUBMISSION_FILE.test(path) || PROFILE_PHOTO.test(path);

/**
 * The requests whose bodies are file bytes rather than JSON:API documents. The own photo's path
 * takes bytes only on PUT: its DELETE is an ordinary JSON:API request (a body there is a 415).
 */
export function isFileBodyPath(url: string, method: string): boolean {
  const path = pathOf(url).replace(/\/$/, "");
  if (path === OWN_PROFILE_PHOTO) return method === "PUT";
  return isServingPath(path) || path === UPLOADS_PATH || path === STOCK_IMAGES_PATH || FORM_FILE_UPLOAD.test(path);
}

/**
 * Content negotiation for file bytes. An upload's body is the file, whatever Content-Type it
 * declares (the type is read from the content), and its answer is a JSON:API document, so only
 * Accept is checked. A served file answers with its own type; errors there stay JSON:API.
 */
export const fileMediaType: MiddlewareHandler = async (c, next) => {
  const serving = isServingPath(pathOf(c.req.url).replace(/\/$/, ""));
  if (!serving && !acceptsJsonApi(c.req.header("accept")))
    throw new JsonApiError({
      status: 406,
      title: "Not acceptable",
      detail: `This server only answers with ${JSON_API_MEDIA_TYPE}.`,
      source: { header: "Accept" },
    });
  await next();
  if (c.res.body !== null && (!serving || c.res.status >= 400)) c.res.headers.set("Content-Type", JSON_API_MEDIA_TYPE);
};
