import type { TUnsubscribeScope } from "@crewlance/contracts/notification-preferences";
import type { AppContext } from "../../context";
import { signUnsubscribeToken } from "./unsubscribe-token";

/** What a mail a person can turn off carries: the RFC 8058 headers and the link for its body. */
export type UnsubscribeParts = { headers: Record<string, string>; pageUrl: string };

export function unsubscribePartsFor(ctx: AppContext, userId: string, scope: TUnsubscribeScope): UnsubscribeParts {
  const token = encodeURIComponent(signUnsubscribeToken(ctx.config.jwtSecret, userId, scope));
  return {
    headers: {
      "List-Unsubscribe": `<${ctx.config.appUrl}/api/unsubscribe?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    pageUrl: `${ctx.config.appUrl}/unsubscribe?token=${token}`,
  };
}
