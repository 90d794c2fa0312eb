import { z } from "zod";
import { isWithinCountCap, PAGE_PAST_CAP, pageQuery, paginated } from "./common";
import { emptyAsUndefined, httpLink, oneLine, paragraphs, queryText } from "./text-fields";

/*
 * Teams: teams, members and roles, invitations, join requests,
 * portfolio, suggested teams and the payout shares of a team project.
 *
 * Endpoints: GET/POST /teams, GET /teams/mine, GET /teams/suggested, GET/PATCH/DELETE
 * /teams/{id}, POST /teams/{id}/avatar (multipart `file`), POST /teams/{id}/transfer-ownership,
 * GET/POST /teams/{id}/invitations, GET /teams/invitations/mine,
 * POST /team-invitations/{id}/accept|decline, DELETE /team-invitations/{id},
 * GET/POST /teams/{id}/join-requests, GET /teams/join-requests/mine,
 * POST /join-requests/{id}/approve|reject, DELETE /join-requests/{id},
 * PATCH/DELETE /teams/{id}/members/{memberId} (memberId is the member's user id; DELETE of
 * oneself is leaving), GET/POST /teams/{id}/portfolio, PUT /teams/{id}/portfolio/order,
 * PATCH/DELETE /teams/{id}/portfolio/{itemId}, POST /teams/{id}/portfolio/{itemId}/image
 * (multipart `file`), GET/PUT /projects/{id}/payout-shares.
 */

export const TEAM_ROLES = ["OWNER", "ADMIN", "MEMBER"] as const;
export const ZTeamRole = z.enum(TEAM_ROLES);
export type TTeamRole = z.infer<typeof ZTeamRole>;

export const ZTeamVisibility = z.enum(["PUBLIC", "PRIVATE"], "Choose public or private.");
export type TTeamVisibility = z.infer<typeof ZTeamVisibility>;

export const TEAM_NAME_MIN = 2;
export const TEAM_NAME_MAX = 80;
export const TEAM_DESCRIPTION_MAX = 2000;
export const TEAM_SKILLS_MAX = 15;
export const TEAM_SKILL_MAX_LENGTH = 40;
export const TEAM_MEMBER_TITLE_MAX = 80;
/** A team has at most this many members (owner included). */
export const TEAM_MEMBERS_MAX = 50;
export const TEAM_MESSAGE_MAX = 500;
/** Invitations expire this many days after they are sent. */
export const TEAM_INVITATION_DAYS = 14;
export const TEAM_PORTFOLIO_MAX = 50;
export const PORTFOLIO_TITLE_MAX = 120;
export const PORTFOLIO_DESCRIPTION_MAX = 2000;
export const PORTFOLIO_TAGS_MAX = 10;
export const TEAMS_PAGE_SIZE = 12;
export const TEAM_INBOX_PAGE_SIZE = 20;

/*
 * Who may do what. The API enforces exactly this table (modules/teams/permissions.ts reads it)
 * and the web shows an action only when it allows it. Rules on top of the table:
 * - removeMember and changeRole act only on a member of a lower role than the actor's
 *   (an ADMIN removes MEMBERs; the OWNER removes or changes anyone but themselves);
 * - leave: everyone but the OWNER, who must transfer ownership first;
 * - a member may always edit their own title;
 * - delete is refused while the team has an active project.
 */
export const TEAM_ACTIONS = [
  "view",
  "edit",
  "invite",
  "approve",
  "changeRole",
  "removeMember",
  "transfer",
  "delete",
  "manageShares",
  "applyToTask",
  "leave",
] as const;
export type TTeamAction = (typeof TEAM_ACTIONS)[number];

export const TEAM_PERMISSIONS: Record<TTeamAction, readonly TTeamRole[]> = {
  /** See a PRIVATE team, its members, invitations list and join requests list. */
  view: ["OWNER", "ADMIN", "MEMBER"],
  /** Name, description, skills, avatar, visibility, portfolio. */
  edit: ["OWNER", "ADMIN"],
  /** Send and cancel invitations. */
  invite: ["OWNER", "ADMIN"],
  /** Approve or reject join requests. */
  approve: ["OWNER", "ADMIN"],
  /** Make a member ADMIN or MEMBER. */
  changeRole: ["OWNER"],
  removeMember: ["OWNER", "ADMIN"],
  transfer: ["OWNER"],
  delete: ["OWNER"],
  /** Set the payout shares of a team project. */
  manageShares: ["OWNER", "ADMIN"],
  /** Apply to a task on the team's behalf. */
  applyToTask: ["OWNER", "ADMIN"],
  leave: ["ADMIN", "MEMBER"],
};

const ROLE_RANK: Record<TTeamRole, number> = { OWNER: 3, ADMIN: 2, MEMBER: 1 };

/** Whether a member with `role` (null: not a member) may do `action` by the table above. */
export function teamRoleCan(role: TTeamRole | null | undefined, action: TTeamAction): boolean {
  return role != null && TEAM_PERMISSIONS[action].includes(role);
}

/** Whether `actor` may remove or change the role of a member whose role is `target`. */
export function teamRoleOutranks(actor: TTeamRole | null | undefined, target: TTeamRole): boolean {
  return actor != null && ROLE_RANK[actor] > ROLE_RANK[target];
}

// ----- Shapes the API returns -----

/** A person as a team shows them. */
export const ZTeamUser = z.object({
  id: z.string().uuid(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  headline: z.string().nullable(),
});
export type TTeamUser = z.infer<typeof ZTeamUser>;

export const ZTeamMember = z.object({
  /** The member's user id: `memberId` in /teams/{id}/members/{memberId}. */
  userId: z.string().uuid(),
  user: ZTeamUser,
  role: ZTeamRole,
  title: z.string().nullable(),
  joinedAt: z.string(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

/** A team in every list and in GET /teams/{id}; members ordered owner, admins, members, by joining. */
export const ZTeam = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** The address of the team's public page, /t/<handle> (decision 0095); null until chosen. */
  handle: z.string().nullable(),
  description: z.string(),
  skills: z.array(z.string()),
  avatarUrl: z.string().nullable(),
  visibility: ZTeamVisibility,
  owner: ZTeamUser,
  memberCount: z.number().int(),
  members: z.array(ZTeamMember),
  /** The caller's role in the team, or null when they are not a member. */
  viewerRole: ZTeamRole.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTeam = z.infer<typeof ZTeam>;

/** A short reference to a team beside an invitation, a request or an application. */
export const ZTeamRef = z.object({
  id: z.string().uuid(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  visibility: ZTeamVisibility,
});
export type TTeamRef = z.infer<typeof ZTeamRef>;

/** GET /teams/{id}: the team, plus what the caller has pending with it. */
export const ZTeamDetail = ZTeam.extend({
  /** The caller's pending join request to this team, if any (so the page shows "Cancel request"). */
  viewerJoinRequestId: z.string().uuid().nullable(),
  /** The caller's pending invitation to this team, if any (so the page shows accept/decline). */
  viewerInvitationId: z.string().uuid().nullable(),
  /** Projects the team is the hired party of (members only; empty for others). */
  projects: z.array(z.object({ id: z.string().uuid(), title: z.string(), status: z.string(), createdAt: z.string() })),
});
export type TTeamDetail = z.infer<typeof ZTeamDetail>;

/** A suggested team: skill overlap with the caller's freelancer skills. */
export const ZSuggestedTeam = ZTeam.extend({
  match: z.object({ matched: z.number().int(), total: z.number().int() }),
});
export type TSuggestedTeam = z.infer<typeof ZSuggestedTeam>;

export const TEAM_INVITATION_STATUSES = ["PENDING", "ACCEPTED", "DECLINED", "CANCELLED", "EXPIRED"] as const;
export const ZTeamInvitationStatus = z.enum(TEAM_INVITATION_STATUSES);
export type TTeamInvitationStatus = z.infer<typeof ZTeamInvitationStatus>;

export const ZTeamInvitation = z.object({
  id: z.string().uuid(),
  team: ZTeamRef,
  invitee: ZTeamUser,
  inviter: ZTeamUser,
  /** The role the invitee gets on accepting. */
  role: z.enum(["ADMIN", "MEMBER"]),
  message: z.string().nullable(),
  /** EXPIRED is reported once expiresAt has passed, whatever is stored. */
  status: ZTeamInvitationStatus,
  expiresAt: z.string(),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TTeamInvitation = z.infer<typeof ZTeamInvitation>;

export const JOIN_REQUEST_STATUSES = ["PENDING", "APPROVED", "REJECTED", "CANCELLED"] as const;
export const ZJoinRequestStatus = z.enum(JOIN_REQUEST_STATUSES);
export type TJoinRequestStatus = z.infer<typeof ZJoinRequestStatus>;

export const ZJoinRequest = z.object({
  id: z.string().uuid(),
  team: ZTeamRef,
  user: ZTeamUser,
  message: z.string().nullable(),
  status: ZJoinRequestStatus,
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TJoinRequest = z.infer<typeof ZJoinRequest>;

export const ZPortfolioItem = z.object({
  id: z.string().uuid(),
  teamId: z.string().uuid(),
  title: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  imageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  /** 1-based place in the grid. */
  order: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPortfolioItem = z.infer<typeof ZPortfolioItem>;

// ----- Lists (pagination: totalCount, currentPage, totalPages, limit) -----

export const ZTeamListResponse = paginated(ZTeam);
export type TTeamListResponse = z.infer<typeof ZTeamListResponse>;
export const ZSuggestedTeamListResponse = paginated(ZSuggestedTeam);
export type TSuggestedTeamListResponse = z.infer<typeof ZSuggestedTeamListResponse>;
export const ZTeamInvitationListResponse = paginated(ZTeamInvitation);
export type TTeamInvitationListResponse = z.infer<typeof ZTeamInvitationListResponse>;
export const ZJoinRequestListResponse = paginated(ZJoinRequest);
export type TJoinRequestListResponse = z.infer<typeof ZJoinRequestListResponse>;
export const ZPortfolioListResponse = paginated(ZPortfolioItem);
export type TPortfolioListResponse = z.infer<typeof ZPortfolioListResponse>;

/** GET /teams (public teams and the caller's own, newest first) and GET /teams/suggested. */
export const ZTeamListQuery = pageQuery(TEAMS_PAGE_SIZE)
  .extend({
    /** Words in the name, description or skills. */
    q: queryText(100),
  })
  .refine(isWithinCountCap, PAGE_PAST_CAP);
export type TTeamListQuery = z.input<typeof ZTeamListQuery>;

/** GET /teams/mine, /teams/invitations/mine, /teams/join-requests/mine, /teams/{id}/…: pages. */
export const ZTeamPageQuery = pageQuery(TEAM_INBOX_PAGE_SIZE);
export type TTeamPageQuery = z.input<typeof ZTeamPageQuery>;
export const ZPortfolioQuery = pageQuery(TEAM_PORTFOLIO_MAX);

// ----- Request bodies -----

const ZTeamSkills = z
  .array(oneLine(TEAM_SKILL_MAX_LENGTH).min(1, "A skill cannot be empty."))
  .max(TEAM_SKILLS_MAX, `Add at most ${TEAM_SKILLS_MAX} skills.`)
  .refine(
    (skills) => new Set(skills.map((skill) => skill.toLowerCase())).size === skills.length,
    "Each skill can be added once.",
  );

const teamFields = {
  name: oneLine(TEAM_NAME_MAX, "Team name is required.").min(
    TEAM_NAME_MIN,
    `Team name must be at least ${TEAM_NAME_MIN} characters.`,
  ),
  description: paragraphs(TEAM_DESCRIPTION_MAX),
  skills: ZTeamSkills,
  visibility: ZTeamVisibility,
};

/** POST /teams: the creator becomes the OWNER. The avatar follows: POST /teams/{id}/avatar. */
export const ZTeamCreateBody = z.object({
  name: teamFields.name,
  description: teamFields.description.default(""),
  skills: teamFields.skills.default([]),
  visibility: teamFields.visibility.default("PUBLIC"),
});
export type TTeamCreateBody = z.input<typeof ZTeamCreateBody>;

/** PATCH /teams/{id} (edit permission): only the fields sent change. */
export const ZTeamUpdateBody = z
  .object({
    name: teamFields.name.optional(),
    description: teamFields.description.optional(),
    skills: teamFields.skills.optional(),
    visibility: teamFields.visibility.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), "Change at least one field.");
export type TTeamUpdateBody = z.input<typeof ZTeamUpdateBody>;

/** POST /teams/{id}/invitations: an existing user, by id or by email (exactly one). */
export const ZTeamInviteBody = z
  .object({
    userId: z.string().uuid("Must be a valid id.").optional(),
    email: oneLine(254).toLowerCase().check(z.email("Enter a valid email address.")).optional(),
    role: z.enum(["ADMIN", "MEMBER"], "Choose admin or member.").default("MEMBER"),
    message: paragraphs(TEAM_MESSAGE_MAX).optional(),
  })
  .refine((body) => (body.userId === undefined) !== (body.email === undefined), {
    message: "Give either the person's id or their email.",
    path: ["email"],
  });
export type TTeamInviteBody = z.input<typeof ZTeamInviteBody>;

/** POST /teams/{id}/join-requests (PUBLIC teams only). */
export const ZJoinRequestBody = z.object({
  message: paragraphs(TEAM_MESSAGE_MAX).optional(),
});
export type TJoinRequestBody = z.input<typeof ZJoinRequestBody>;

/** PATCH /teams/{id}/members/{memberId}: role needs changeRole; a title needs edit or to be one's own. */
export const ZTeamMemberUpdateBody = z
  .object({
    role: z.enum(["ADMIN", "MEMBER"], "Choose admin or member.").optional(),
    title: oneLine(TEAM_MEMBER_TITLE_MAX).nullable().optional(),
  })
  .refine((body) => body.role !== undefined || body.title !== undefined, "Change the role or the title.");
export type TTeamMemberUpdateBody = z.input<typeof ZTeamMemberUpdateBody>;

export const ZTeamMemberParams = z.object({
  id: z.string().uuid("Must be a valid id."),
  memberId: z.string().uuid("Must be a valid id."),
});
export const ZPortfolioItemParams = z.object({
  id: z.string().uuid("Must be a valid id."),
  itemId: z.string().uuid("Must be a valid id."),
});

/** POST /teams/{id}/transfer-ownership: the new owner must be a member; the old owner becomes ADMIN. */
export const ZTransferOwnershipBody = z.object({
  userId: z.string("Choose the new owner.").uuid("Must be a valid id."),
});
export type TTransferOwnershipBody = z.input<typeof ZTransferOwnershipBody>;

const ZPortfolioTags = z
  .array(oneLine(TEAM_SKILL_MAX_LENGTH).min(1, "A tag cannot be empty."))
  .max(PORTFOLIO_TAGS_MAX, `Add at most ${PORTFOLIO_TAGS_MAX} tags.`);

const portfolioFields = {
  title: oneLine(PORTFOLIO_TITLE_MAX, "Title is required.").min(1, "Title is required."),
  description: paragraphs(PORTFOLIO_DESCRIPTION_MAX),
  url: z.preprocess(emptyAsUndefined, httpLink().nullable().optional()),
  tags: ZPortfolioTags,
};

/** POST /teams/{id}/portfolio (edit permission); the image follows as multipart. Added last. */
export const ZPortfolioCreateBody = z.object({
  title: portfolioFields.title,
  description: portfolioFields.description.default(""),
  url: portfolioFields.url,
  tags: portfolioFields.tags.default([]),
});
export type TPortfolioCreateBody = z.input<typeof ZPortfolioCreateBody>;

/** PATCH /teams/{id}/portfolio/{itemId}: only the fields sent change; `url: null` clears it. */
export const ZPortfolioUpdateBody = z
  .object({
    title: portfolioFields.title.optional(),
    description: portfolioFields.description.optional(),
    url: portfolioFields.url,
    tags: portfolioFields.tags.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), "Change at least one field.");
export type TPortfolioUpdateBody = z.input<typeof ZPortfolioUpdateBody>;

/** PUT /teams/{id}/portfolio/order: every item id of the team, in the new order. */
export const ZPortfolioOrderBody = z.object({
  itemIds: z
    .array(z.string().uuid("Must be a valid id."))
    .max(TEAM_PORTFOLIO_MAX)
    .refine((ids) => new Set(ids).size === ids.length, "Each item can appear once."),
});
export type TPortfolioOrderBody = z.input<typeof ZPortfolioOrderBody>;

// ----- Payout shares of a team project -----

/**
 * Shares are integer basis points (1% = 100; the total is 10,000) so no float decides who gets
 * a paisa. Every current member is listed once (0 allowed). Unset, the whole freelancer side goes
 * to the owner. Each release splits the freelancer side by floor(amount × bps / 10,000) and gives
 * what is left over (under one paisa per member) to the owner.
 */
export const PAYOUT_SHARES_TOTAL_BPS = 10_000;

export const ZPayoutShareInput = z.object({
  userId: z.string().uuid("Must be a valid id."),
  basisPoints: z
    .number("Give each member's share.")
    .int("Use whole basis points (1% = 100).")
    .min(0, "A share cannot be negative.")
    .max(PAYOUT_SHARES_TOTAL_BPS, "A share cannot be above 100%."),
});

export const ZPayoutSharesBody = z.object({
  shares: z
    .array(ZPayoutShareInput)
    .min(1, "Give each member's share.")
    .max(TEAM_MEMBERS_MAX)
    .refine(
      (shares) => new Set(shares.map((share) => share.userId)).size === shares.length,
      "Each member can appear once.",
    )
    .refine(
      (shares) => shares.reduce((sum, share) => sum + share.basisPoints, 0) === PAYOUT_SHARES_TOTAL_BPS,
      "Shares must add up to 100%.",
    ),
});
export type TPayoutSharesBody = z.input<typeof ZPayoutSharesBody>;

export const ZPayoutShares = z.object({
  projectId: z.string().uuid(),
  teamId: z.string().uuid(),
  shares: z.array(z.object({ user: ZTeamUser, basisPoints: z.number().int() })),
  /** False while nobody has set them: everything goes to the owner. */
  isSet: z.boolean(),
  /** True once a milestone of the project has been funded: shares can no longer change. */
  locked: z.boolean(),
  /** Whether the caller may change them now (manageShares and not locked). */
  canEdit: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type TPayoutShares = z.infer<typeof ZPayoutShares>;

/** Basis points as a percent for display: 3333 → "33.33%". */
export function formatBasisPoints(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, "")}%`;
}

/** A team as the company sees it beside its application: members and a look at its portfolio. */
export const ZApplicationTeam = ZTeamRef.extend({
  description: z.string(),
  skills: z.array(z.string()),
  members: z.array(ZTeamMember),
  /** The first items of the portfolio, in order. */
  portfolio: z.array(ZPortfolioItem),
});
export type TApplicationTeam = z.infer<typeof ZApplicationTeam>;

/** Portfolio items shown beside a team's application. */
export const APPLICATION_TEAM_PORTFOLIO_ITEMS = 6;

// ----- Invitations by name, and by an email nobody uses yet (decision 0097) -----

/** A team sends at most this many email invitations in 24 hours: a guard against spam. */
export const TEAM_EMAIL_INVITATIONS_PER_DAY = 20;
/** GET /teams/{id}/invite-candidates answers at most this many people. */
export const TEAM_INVITE_CANDIDATES_MAX = 10;

/** GET /teams/{id}/invite-candidates?q=: words of a freelancer's name. */
export const ZInviteCandidatesQuery = z.object({
  q: oneLine(100, "Type at least 2 letters of the name.").min(2, "Type at least 2 letters of the name."),
});
export type TInviteCandidatesQuery = z.input<typeof ZInviteCandidatesQuery>;

/** A freelancer the team may invite: not a member, not invited, no block either way. */
export const ZInviteCandidate = z.object({
  id: z.string().uuid(),
  fullName: z.string(),
  headline: z.string(),
  avatarUrl: z.string().nullable(),
});
export type TInviteCandidate = z.infer<typeof ZInviteCandidate>;
export const ZInviteCandidateList = z.object({ items: z.array(ZInviteCandidate) });
export type TInviteCandidateList = z.infer<typeof ZInviteCandidateList>;

export const TEAM_EMAIL_INVITATION_STATUSES = ["PENDING_SIGN_UP", "CANCELLED", "JOINED", "DROPPED", "EXPIRED"] as const;

/** An invitation waiting for someone to sign up with `email` and verify it. */
export const ZTeamEmailInvitation = z.object({
  id: z.string().uuid(),
  teamId: z.string().uuid(),
  email: z.string(),
  inviter: ZTeamUser,
  role: z.enum(["ADMIN", "MEMBER"]),
  message: z.string().nullable(),
  status: z.enum(TEAM_EMAIL_INVITATION_STATUSES),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type TTeamEmailInvitation = z.infer<typeof ZTeamEmailInvitation>;
export const ZTeamEmailInvitationList = z.object({ items: z.array(ZTeamEmailInvitation) });
export type TTeamEmailInvitationList = z.infer<typeof ZTeamEmailInvitationList>;

/** POST /teams/{id}/invitations answers the invitation, or the email invitation for a new address. */
export const ZTeamInviteResult = z.union([ZTeamInvitation, ZTeamEmailInvitation]);
export type TTeamInviteResult = z.infer<typeof ZTeamInviteResult>;

export const ZTeamEmailInvitationParams = z.object({
  id: z.string().uuid("Must be a valid id."),
  invitationId: z.string().uuid("Must be a valid id."),
});
