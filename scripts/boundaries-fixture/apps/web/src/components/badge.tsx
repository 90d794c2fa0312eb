// Fixture for scripts/check-boundaries.mjs: a shared component importing a feature.
import { JobsScreen } from "../features/jobs/screen";

export const Badge = () => JobsScreen();
