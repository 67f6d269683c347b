import { FIELD_TYPES } from "@contract/forms";

/** The types the builder offers: every contract type but the file upload, not offered yet (docs/forms.md). */
export const BUILDER_FIELD_TYPES = FIELD_TYPES.filter((type) => type !== "file");
