import { sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { teams } from "../db/schema/teams";
import { withTransaction } from "../lib/transaction";
import type { Viewer } from "../lib/viewer";
import {
  acceptInvitation,
  addPortfolioItem,
  createTeam,
  inviteToTeam,
  requestToJoin,
  setTeamHandle,
  updateTeamMember,
} from "../modules/teams/index";
import { type DemoFreelancer, ensureDemoPeople } from "../modules/users/index";

/*
 * Demo teams, made through the services people use: the demo freelancer owns a public
 * studio with a public page, an admin, a member, a portfolio and a pending join request, and is
 * invited to a second team; a private team shows only to its members. Once per database.
 */

const PEOPLE: DemoFreelancer[] = [
  {
    email: "neha.sharma@demo.crewlance.dev",
    fullName: "Neha Sharma",
    headline: "Product designer for web and mobile",
    skills: ["Figma", "UI Design", "Design Systems", "React"],
    hourlyRate: 150_000,
    experienceLevel: "EXPERT",
    location: "Pune, Maharashtra",
  },
  {
    email: "karan.mehta@demo.crewlance.dev",
    fullName: "Karan Mehta",
    headline: "Backend engineer: Node.js, PostgreSQL, AWS",
    skills: ["Node.js", "PostgreSQL", "AWS", "TypeScript"],
    hourlyRate: 140_000,
    experienceLevel: "EXPERT",
    location: "Hyderabad, Telangana",
  },
  {
    email: "divya.rao@demo.crewlance.dev",
    fullName: "Divya Rao",
    headline: "QA and test automation with Playwright",
    skills: ["Playwright", "Testing", "TypeScript", "React"],
    hourlyRate: 90_000,
    experienceLevel: "INTERMEDIATE",
    location: "Chennai, Tamil Nadu",
  },
];

const freelancer = (id: string): Viewer => ({ id, role: "FREELANCER", emailVerified: true });

/** False when teams exist already (or the demo freelancer is missing). */
export async function seedDemoTeams(outer: AppContext, input: { freelancerId: string | undefined }): Promise<boolean> {
  const { freelancerId } = input;
  if (!freelancerId) return false;
  return withTransaction(outer, async (ctx) => {
    await ctx.db.execute(sql`select pg_advisory_xact_lock(727012)`);
    const [existing] = await ctx.db.select({ one: sql`1` }).from(teams).limit(1);
    if (existing) return false;
    const { freelancerIds } = await ensureDemoPeople(ctx, { companies: [], freelancers: PEOPLE });
    const [neha, karan, divya] = freelancerIds.map(freelancer) as [Viewer, Viewer, Viewer];
    const demo = freelancer(freelancerId);

    const studio = await createTeam(ctx, {
      viewer: demo,
      body: {
        name: "Chai & Code Studio",
        description:
          "A small product team from Bengaluru, Pune and Hyderabad: design, React front ends and Node.js back ends, shipped in weekly milestones.",
        skills: ["React", "TypeScript", "Node.js", "UI Design", "PostgreSQL"],
        visibility: "PUBLIC",
      },
    });
    // Its public page, /t/chai-and-code (decision 0095).
    await setTeamHandle(ctx, { teamId: studio.id, viewerId: demo.id, handle: "chai-and-code" });
    for (const [person, role, title] of [
      [neha, "ADMIN", "Design lead"],
      [karan, "MEMBER", "Backend engineer"],
    ] as const) {
      const invitation = await inviteToTeam(ctx, {
        teamId: studio.id,
        viewer: demo,
        body: { userId: person.id, role, message: "Join our studio for the next few projects?" },
      });
      await acceptInvitation(ctx, { invitationId: invitation.id, viewer: person });
      await updateTeamMember(ctx, { teamId: studio.id, viewerId: demo.id, memberId: person.id, body: { title } });
    }
    await updateTeamMember(ctx, {
      teamId: studio.id,
      viewerId: demo.id,
      memberId: demo.id,
      body: { title: "Founder, full-stack" },
    });
    for (const item of [
      {
        title: "Fleet tracking dashboard",
        description:
          "Live map, delay alerts and driver scorecards for a logistics company; React, Node.js, PostgreSQL.",
        url: "https://example.com/fleet-dashboard",
        tags: ["React", "Node.js", "PostgreSQL"],
      },
      {
        title: "Clinic booking app",
        description: "Appointments, reminders and payments for a chain of clinics, designed and built in six weeks.",
        url: "https://example.com/clinic-booking",
        tags: ["UI Design", "React Native"],
      },
      {
        title: "Design system for a retailer",
        description: "Tokens, components and documentation used by four product teams.",
        tags: ["Design Systems", "Figma"],
      },
    ]) {
      await addPortfolioItem(ctx, { teamId: studio.id, viewerId: demo.id, body: { ...item, url: item.url ?? null } });
    }
    await requestToJoin(ctx, {
      teamId: studio.id,
      viewer: divya,
      body: { message: "I write Playwright suites and would love to keep your releases green." },
    });

    const collective = await createTeam(ctx, {
      viewer: neha,
      body: {
        name: "Monsoon Design Collective",
        description: "Designers and front-end developers who turn rough ideas into tested, accessible interfaces.",
        skills: ["UI Design", "Figma", "React", "Accessibility"],
        visibility: "PUBLIC",
      },
    });
    const toDivya = await inviteToTeam(ctx, { teamId: collective.id, viewer: neha, body: { userId: divya.id } });
    await acceptInvitation(ctx, { invitationId: toDivya.id, viewer: divya });
    await inviteToTeam(ctx, {
      teamId: collective.id,
      viewer: neha,
      body: { userId: demo.id, message: "We need a React developer for two retail projects." },
    });

    await createTeam(ctx, {
      viewer: karan,
      body: {
        name: "Backend Guild",
        description: "A private circle of backend engineers sharing on-call and reviews.",
        skills: ["Node.js", "PostgreSQL", "AWS"],
        visibility: "PRIVATE",
      },
    });
    return true;
  });
}
