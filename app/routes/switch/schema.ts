import { z } from "zod";

export const switchSchema = z.object({ tenant: z.string().min(1).max(40) });
