import { z } from "zod";
import { ZOutboxChannel } from "./enums";

/** A message kept in the dev outbox instead of being sent. */
export const ZOutboxMessage = z.object({
  id: z.string().uuid(),
  channel: ZOutboxChannel,
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;
