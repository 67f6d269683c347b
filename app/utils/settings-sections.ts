/** The screens of /instellingen (spec section 1), in the order the index and navigation show them. */
export const SETTINGS_SECTIONS = [
  { path: "/instellingen", label: "index.title", description: "index.description" },
  { path: "/instellingen/design", label: "design.title", description: "design.description" },
  { path: "/instellingen/footer", label: "footer.title", description: "footer.description" },
  { path: "/instellingen/organisatie", label: "organisation.title", description: "organisation.description" },
  { path: "/instellingen/contact-person", label: "contactPerson.title", description: "contactPerson.description" },
] as const;
