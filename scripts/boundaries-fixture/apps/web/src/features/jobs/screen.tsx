// Fixture for scripts/check-boundaries.mjs: one feature importing another.

import { formatDate } from "../../lib/format";
import { walletQuery } from "../wallet/api";

export const JobsScreen = () => `${walletQuery} ${formatDate()}`;
