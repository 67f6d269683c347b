/** The screens of /instellingen (spec section 1), in the order the index and navigation show them. */
export const SETTINGS_SECTIONS = [
  { path: "/instellingen", label: "index.title", description: "index.description" },
  { path: "/instellingen/design", label: "design.title", description: "design.description" },
] as const;
