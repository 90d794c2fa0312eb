import type { TReportItemKind } from "@crewlance/contracts/safety";
import type { AppContext } from "../../../context";
import { type Reportable, resolverOf } from "../reportables";

/**
 * The item as its owning module describes it to an admin, or null when it is gone — or when no
 * module describes that kind in this process, so the queue still lists what people reported.
 */
export async function describeForAdmin(
  ctx: AppContext,
  itemKind: TReportItemKind,
  itemId: string,
): Promise<Reportable | null> {
  let resolver: ReturnType<typeof resolverOf>;
  try {
    resolver = resolverOf(itemKind);
  } catch {
    return null;
  }
  return resolver(ctx, itemId, null);
}
