// Fixture for scripts/check-boundaries.mjs: lib importing a feature.
import { walletQuery } from "../features/wallet/api";

export const formatDate = () => walletQuery;
