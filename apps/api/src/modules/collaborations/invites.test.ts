import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app";
import { addFreelancerProfile, createUser } from "../../../test/users";
import { notifications } from "../../db/schema/notifications";
import { listParticipantIdsOfProjects, listProjectParticipantIds } from "../projects/participants-service";
import { offerBody, ok, people, send, sendOffer } from "./testing";

/*
 * Project invitations (collaborators) and task invitations (decision 0047), and what a
 * collaborator may do on the project: read it, work on its board and files, never its money.
 */

const t = await createTestApp();
afterAll(() => t.close());

async function notesOf(userId: string) {
  const rows = await t.app.ctx.db.select().from(notifications);
  return rows.filter((row) => row.userId === userId).map((row) => row.type);
}

/** An ACTIVE project from an accepted offer, and a freelancer to invite. */
async function activeProject() {
  const p = await people(t.app);
  const offer = await sendOffer(t.app, p.company, offerBody({ freelancerId: p.freelancer.user.id }));
  const accepted = await ok(send(t.app, p.freelancer, "POST", `/api/collaborations/${offer.id}/accept`, {}));
  const helper = await createUser(t.app, { role: "FREELANCER", fullName: "Kiran Helper" });
  await addFreelancerProfile(t.app, helper.user);
  return { ...p, helper, projectId: accepted.project.id as string };
}

function invite(projectId: string, freelancerId: string, message?: string) {
  return { kind: "PROJECT_INVITE", projectId, freelancerId, ...(message ? { message } : {}) };
}

describe("project invitations", () => {
  it("a party invites a freelancer, who accepts and then works on the board and files but not the money", async () => {
    const p = await activeProject();
    // Before: the helper cannot see the project.
    expect((await send(t.app, p.helper, "GET", `/api/projects/${p.projectId}`)).statusCode).toBe(404);

    const sent = await ok(
      send(t.app, p.freelancer, "POST", "/api/collaborations", invite(p.projectId, p.helper.user.id, "Join us on QA.")),
      201,
    );
    expect(sent).toMatchObject({
      kind: "PROJECT_INVITE",
      title: "Redesign the booking flow",
      project: { id: p.projectId },
    });
    expect(await notesOf(p.helper.user.id)).toContain("COLLABORATION_INVITATION");
    const accepted = await ok(send(t.app, p.helper, "POST", `/api/collaborations/${sent.id}/accept`, {}));
    expect(accepted.status).toBe("ACCEPTED");
    expect(await notesOf(p.freelancer.user.id)).toContain("COLLABORATION_ACCEPTED");

    const project = await ok(send(t.app, p.helper, "GET", `/api/projects/${p.projectId}`));
    expect(project.viewerAccess).toBe("COLLABORATOR");
    expect(project.collaborators.map((c: { id: string }) => c.id)).toEqual([p.helper.user.id]);
    expect(project.people.map((c: { id: string }) => c.id)).toContain(p.helper.user.id);
    expect(project.milestones.every((m: { actions: string[] }) => m.actions.length === 0)).toBe(true);
    expect(project.canAddMilestone).toBe(false);
    expect(project.canInviteCollaborator).toBe(false);
    const listed = await ok(send(t.app, p.helper, "GET", "/api/projects"));
    expect(listed.items.map((item: { id: string }) => item.id)).toEqual([p.projectId]);
    // The board: create, assign to themselves, move.
    const card = await ok(
      send(t.app, p.helper, "POST", `/api/projects/${p.projectId}/board`, {
        title: "Test the checkout",
        assigneeId: p.helper.user.id,
      }),
      201,
    );
    const moved = await ok(
      send(t.app, p.helper, "PATCH" as "POST", `/api/board-items/${card.id}`, { status: "IN_PROGRESS" }),
    );
    expect(moved.status).toBe("IN_PROGRESS");
    const company = await ok(
      send(t.app, p.company, "POST", `/api/projects/${p.projectId}/board`, {
        title: "Review",
        assigneeId: p.helper.user.id,
      }),
      201,
    );
    expect(company.assignee.id).toBe(p.helper.user.id);
    expect((await send(t.app, p.helper, "GET", `/api/projects/${p.projectId}/activity`)).statusCode).toBe(200);
    expect((await send(t.app, p.helper, "GET", `/api/projects/${p.projectId}/files`)).statusCode).toBe(200);
    // Money stays with the parties.
    const fund = await t.app.inject({
      method: "POST",
      url: `/api/milestones/${project.milestones[0].id}/fund`,
      headers: { ...p.helper.authHeader, "idempotency-key": crypto.randomUUID() },
      payload: {},
    });
    expect(fund.statusCode).toBe(404);
    expect(
      (await send(t.app, p.helper, "POST", `/api/projects/${p.projectId}/milestones`, { title: "More", amount: 100 }))
        .statusCode,
    ).toBe(404);
    // The project's conversation takes them in.
    expect(await listProjectParticipantIds(t.app.ctx, { projectId: p.projectId })).toContain(p.helper.user.id);
    // Someone not on the project still cannot assign to an outsider.
    const outsider = await send(t.app, p.helper, "POST", `/api/projects/${p.projectId}/board`, {
      title: "Nope",
      assigneeId: p.otherFreelancer.user.id,
    });
    expect(outsider.statusCode).toBe(422);
  });

  it("lists the participants of many projects at once: parties and collaborators, none for a missing project", async () => {
    const withHelper = await activeProject();
    const sent = await ok(
      send(
        t.app,
        withHelper.company,
        "POST",
        "/api/collaborations",
        invite(withHelper.projectId, withHelper.helper.user.id),
      ),
      201,
    );
    await ok(send(t.app, withHelper.helper, "POST", `/api/collaborations/${sent.id}/accept`, {}));
    const plain = await activeProject();
    const missing = crypto.randomUUID();

    const listed = await listParticipantIdsOfProjects(t.app.ctx, [withHelper.projectId, plain.projectId, missing]);
    expect([...listed.keys()].sort()).toEqual([withHelper.projectId, plain.projectId].sort());
    expect(listed.get(withHelper.projectId)!.sort()).toEqual(
      [withHelper.company.user.id, withHelper.freelancer.user.id, withHelper.helper.user.id].sort(),
    );
    expect(listed.get(plain.projectId)!.sort()).toEqual([plain.company.user.id, plain.freelancer.user.id].sort());
    expect(await listProjectParticipantIds(t.app.ctx, { projectId: missing })).toEqual([]);
  });

  it("refuses who may not invite, whom one may not invite, and a second pending invitation", async () => {
    const p = await activeProject();
    const byStranger = await send(
      t.app,
      p.otherFreelancer,
      "POST",
      "/api/collaborations",
      invite(p.projectId, p.helper.user.id),
    );
    expect(byStranger.statusCode).toBe(404);
    const party = await send(
      t.app,
      p.company,
      "POST",
      "/api/collaborations",
      invite(p.projectId, p.freelancer.user.id),
    );
    expect(party.statusCode).toBe(422);
    expect(party.json().errors[0]).toMatchObject({ path: "freelancerId" });
    const aCompany = await send(
      t.app,
      p.company,
      "POST",
      "/api/collaborations",
      invite(p.projectId, p.otherCompany.user.id),
    );
    expect(aCompany.statusCode).toBe(422);
    await ok(send(t.app, p.company, "POST", "/api/collaborations", invite(p.projectId, p.helper.user.id)), 201);
    const twice = await send(t.app, p.freelancer, "POST", "/api/collaborations", invite(p.projectId, p.helper.user.id));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("This freelancer already has a pending invitation to this project.");
    // A collaborator works on the project but may not invite others.
    const [pending] = (await ok(send(t.app, p.helper, "GET", "/api/collaborations?box=received"))).items;
    await ok(send(t.app, p.helper, "POST", `/api/collaborations/${pending.id}/accept`, {}));
    const byCollaborator = await send(
      t.app,
      p.helper,
      "POST",
      "/api/collaborations",
      invite(p.projectId, p.otherFreelancer.user.id),
    );
    expect(byCollaborator.statusCode).toBe(403);
  });

  it("an invitation to a project that was cancelled meanwhile cannot be accepted", async () => {
    const p = await activeProject();
    const sent = await ok(
      send(t.app, p.company, "POST", "/api/collaborations", invite(p.projectId, p.helper.user.id)),
      201,
    );
    await ok(send(t.app, p.company, "POST", `/api/projects/${p.projectId}/cancel`, {}));
    const res = await send(t.app, p.helper, "POST", `/api/collaborations/${sent.id}/accept`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This project is no longer active, so it takes no new collaborators.");
    expect((await send(t.app, p.helper, "GET", `/api/projects/${p.projectId}`)).statusCode).toBe(404);
    const again = await send(
      t.app,
      p.company,
      "POST",
      "/api/collaborations",
      invite(p.projectId, p.otherFreelancer.user.id),
    );
    expect(again.statusCode).toBe(409);
  });
});

describe("task invitations", () => {
  async function openTask(company: Awaited<ReturnType<typeof people>>["company"], publish = true) {
    return ok(
      send(t.app, company, "POST", "/api/tasks", {
        title: "Build a booking widget in React",
        description: "A booking widget for our travel site, in React and TypeScript, with tests and docs.",
        category: "WEB_DEVELOPMENT",
        skills: ["React"],
        budgetType: "FIXED",
        budgetMin: 1_000_000,
        budgetMax: 2_000_000,
        deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        experienceLevel: "INTERMEDIATE",
        publish,
      }),
      201,
    );
  }

  it("a company invites a freelancer to apply: told with a link to the task, shown in both boxes, accepted", async () => {
    const p = await people(t.app);
    const task = await openTask(p.company);
    const sent = await ok(
      send(t.app, p.company, "POST", "/api/collaborations", {
        kind: "TASK_INVITE",
        taskId: task.id,
        freelancerId: p.freelancer.user.id,
      }),
      201,
    );
    expect(sent).toMatchObject({ kind: "TASK_INVITE", task: { id: task.id, title: task.title }, actions: ["CANCEL"] });
    const rows = await t.app.ctx.db.select().from(notifications);
    expect(rows.find((row) => row.userId === p.freelancer.user.id && row.type === "TASK_INVITATION")?.link).toBe(
      `/tasks/${task.id}`,
    );
    const sentBox = await ok(send(t.app, p.company, "GET", "/api/collaborations?box=sent"));
    expect(sentBox.items.map((item: { id: string }) => item.id)).toEqual([sent.id]);
    const twice = await send(t.app, p.company, "POST", "/api/collaborations", {
      kind: "TASK_INVITE",
      taskId: task.id,
      freelancerId: p.freelancer.user.id,
    });
    expect(twice.statusCode).toBe(409);
    const accepted = await ok(send(t.app, p.freelancer, "POST", `/api/collaborations/${sent.id}/accept`, {}));
    expect(accepted).toMatchObject({ status: "ACCEPTED", project: null, task: { id: task.id } });
  });

  it("refuses a draft, another company's task, and a freelancer sender", async () => {
    const p = await people(t.app);
    const draft = await openTask(p.company, false);
    const res = await send(t.app, p.company, "POST", "/api/collaborations", {
      kind: "TASK_INVITE",
      taskId: draft.id,
      freelancerId: p.freelancer.user.id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].path).toBe("taskId");
    const task = await openTask(p.company);
    const notMine = await send(t.app, p.otherCompany, "POST", "/api/collaborations", {
      kind: "TASK_INVITE",
      taskId: task.id,
      freelancerId: p.freelancer.user.id,
    });
    expect(notMine.statusCode).toBe(404);
    const byFreelancer = await send(t.app, p.freelancer, "POST", "/api/collaborations", {
      kind: "TASK_INVITE",
      taskId: task.id,
      freelancerId: p.otherFreelancer.user.id,
    });
    expect(byFreelancer.statusCode).toBe(403);
  });
});
