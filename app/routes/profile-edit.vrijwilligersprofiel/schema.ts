import {
  AVAILABILITY_SLOTS,
  PROFILE_FIELDS,
  PROFILE_HOURS_MAX,
  PROFILE_THEMES_MAX,
  TRAVEL_DISTANCES_KM,
  volunteerProfileFieldRules,
} from "@contract/volunteer-profiles";
import { postcode } from "@contract/rules";
import { z } from "zod";
import { idString } from "@contract/rules";

// The contract's rules (contract/volunteer-profiles), checked on blur and again by the action.
export { TRAVEL_DISTANCES_KM };

const r = volunteerProfileFieldRules;

export const profileSchema = () =>
  z.object({
    published: z.enum(["true", "false"]),
    introduction: r.introduction.optional(),
    skills: r.skills.optional(),
    tagIds: z.array(idString).max(PROFILE_THEMES_MAX).optional(),
    availability: z.array(z.enum(AVAILABILITY_SLOTS as unknown as [string, ...string[]])).optional(),
    hoursPerWeek: z.coerce.number().int().min(1).max(PROFILE_HOURS_MAX).optional(),
    postcode: z.union([z.literal(""), postcode]).optional(),
    travelKm: z.enum(["", ...TRAVEL_DISTANCES_KM.map(String)] as [string, ...string[]]).optional(),
    visibleFields: z.array(z.enum(PROFILE_FIELDS)).optional(),
  });
