// Fixture for scripts/check-boundaries.mjs: the app reaches a feature through its door or lazily
// loads its screen (both allowed), but not past the door, statically or lazily (web-feature-door).
import { walletQuery } from "../features/wallet";
import { walletQuery as pastTheDoor } from "../features/wallet/api";

export const walletScreen = () => import("../features/wallet/screens/wallet-screen");
export const walletLabels = () => import("../features/wallet/labels");
export const routes = [walletQuery, pastTheDoor];
