import os from "node:os";
import path from "node:path";

/** A fresh embedded database per run; removed by the start script before the server starts. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), "crewlance-e2e-data");
