import { listenBilling } from "./billing/listeners";
import { listenContract } from "./contract/listeners";
import { listenTime } from "./time/listeners";

/** The hourly module's reactions to other modules' events (decision 0091), one file per part. */
export function listen(): void {
  listenContract();
  listenTime();
  listenBilling();
}
