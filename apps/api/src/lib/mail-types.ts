/** One email as services write it and the queue and its transports carry it. */
export type MailMessage = { to: string; subject: string; text: string; html?: string };
