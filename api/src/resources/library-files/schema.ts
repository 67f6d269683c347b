import { LIBRARY_FILE_ATTRIBUTES, LIBRARY_FILES, LIBRARY_NAME_MAX } from "@contract/uploads";
import { z } from "zod";
import type { QuerySpec } from "../../jsonapi/query";

export const spec = { fields: { [LIBRARY_FILES]: LIBRARY_FILE_ATTRIBUTES } } as const satisfies QuerySpec;

/** POST /library_files: an upload of kind `content` and its name in the library. */
export const createAttributes = z.object({ url: z.string().max(300), name: z.string().trim().min(1).max(LIBRARY_NAME_MAX) }).strict();
