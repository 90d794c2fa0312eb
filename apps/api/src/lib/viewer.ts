import type { CurrentUser } from "../plugins/auth";

/** Who acts in a use case: the signed-in user's id, role and whether their email is verified. */
export type Viewer = Pick<CurrentUser, "id" | "role" | "emailVerified">;
