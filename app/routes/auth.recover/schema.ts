import { z } from "zod";

export const recoverSchema = () => z.object({ email: z.string().trim().email().max(254) });
