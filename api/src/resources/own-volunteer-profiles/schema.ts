import { VOLUNTEER_PROFILES, volunteerProfileRules } from "@contract/volunteer-profiles";
import { z } from "zod";

/** The request document's types: the plural, and the singular older clients send. */
export const OWN_PROFILE_TYPES_IN = [VOLUNTEER_PROFILES, "volunteer_profile"] as const;
export const ownProfileAttributes = z.object(volunteerProfileRules).partial().strict();
