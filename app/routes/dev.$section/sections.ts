import { z } from "zod";

// The style guide's pages under /dev. Anything else under /dev/ is a route-validation 404
// ('Page Not Found: /dev/…', spec section 2).
export const DEV_SECTIONS = ["colors", "components", "form", "modal"] as const;
export type DevSection = (typeof DEV_SECTIONS)[number];

export const sectionParams = z.object({ section: z.enum(DEV_SECTIONS) });
