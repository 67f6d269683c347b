import { volunteerProfileList, volunteerProfileShow } from "@contract/volunteer-profiles";
import type { QuerySpec } from "../../jsonapi/query";

export const showQuery = volunteerProfileShow satisfies QuerySpec;
export const indexQuery = volunteerProfileList satisfies QuerySpec;
