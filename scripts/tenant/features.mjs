/** A new tenant's flags when --features is not given: the product as most centres use it. */
export const DEFAULT_FEATURES = { oneOnOneHelp: "off", volunteerProfiles: true, activities: true, centerSharing: false };

export const describeFeatures = (f) =>
  [
    f.volunteerProfiles && "volunteer-profiles",
    f.activities && "activities",
    f.oneOnOneHelp === "oneOnOne" && "one-on-one-help",
    f.oneOnOneHelp === "neighbourHelp" && "neighbour-help",
    f.centerSharing && "center-sharing",
  ]
    .filter(Boolean)
    .join(",") || "none";
