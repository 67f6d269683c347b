import { FIELD_TYPES } from "@contract/forms";

/** The types the builder offers: every type of the contract (docs/forms.md). */
export const BUILDER_FIELD_TYPES = [...FIELD_TYPES];
