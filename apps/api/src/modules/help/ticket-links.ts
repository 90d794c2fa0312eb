import type { AppContext } from "../../context";

export function myRequestsLink(ctx: AppContext, ticketId: string): string {
  return `${ctx.config.appUrl}/help?view=requests&ticket=${ticketId}`;
}
