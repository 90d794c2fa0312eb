import { TEAM_ROLES, type TTeamRole } from "@crewlance/contracts/teams";
import { describe, expect, it } from "vitest";
import { memberActions } from "./permissions";

const ME = "me";
const other = (role: TTeamRole) => ({ userId: "other", role });

describe("member actions follow the contracts' permission table", () => {
  it("an owner changes and removes admins and members, never themselves, and cannot leave", () => {
    for (const role of ["ADMIN", "MEMBER"] as const) {
      expect(memberActions("OWNER", ME, other(role))).toEqual({
        changeRole: true,
        remove: true,
        editTitle: true,
        leave: false,
      });
    }
    expect(memberActions("OWNER", ME, { userId: ME, role: "OWNER" })).toEqual({
      changeRole: false,
      remove: false,
      editTitle: true,
      leave: false,
    });
  });

  it("an admin removes members only, changes no role, and may leave", () => {
    expect(memberActions("ADMIN", ME, other("MEMBER"))).toMatchObject({ changeRole: false, remove: true });
    expect(memberActions("ADMIN", ME, other("ADMIN"))).toMatchObject({ changeRole: false, remove: false });
    expect(memberActions("ADMIN", ME, other("OWNER"))).toMatchObject({ changeRole: false, remove: false });
    expect(memberActions("ADMIN", ME, { userId: ME, role: "ADMIN" }).leave).toBe(true);
  });

  it("a member acts on nobody else, edits only their own title, and may leave", () => {
    for (const role of TEAM_ROLES) {
      expect(memberActions("MEMBER", ME, other(role))).toEqual({
        changeRole: false,
        remove: false,
        editTitle: false,
        leave: false,
      });
    }
    expect(memberActions("MEMBER", ME, { userId: ME, role: "MEMBER" })).toMatchObject({ editTitle: true, leave: true });
  });

  it("an outsider may do nothing", () => {
    for (const role of TEAM_ROLES) {
      expect(Object.values(memberActions(null, ME, other(role))).some(Boolean)).toBe(false);
    }
  });
});
