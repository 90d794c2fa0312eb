import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { makePdf, multipartForm } from "../../../test/multipart";
import { addCompanyProfile, addFreelancerProfile, createUser, type TestUser } from "../../../test/users";
import { apply, applyBody, type Call, call, postTask, taskBody } from "./testing";

// Every endpoint with another user's token (decision 0025): what a user may not see is "not
// found" (another company's draft, another freelancer's application); what they may see but not
// change is 403; a wrong role is 403; no token is 401.

let t: TestApp;
let owner: TestUser;
let otherCompany: TestUser;
let applicant: TestUser;
let otherFreelancer: TestUser;
let admin: TestUser;
const ids = {} as Record<"draft" | "open" | "application" | "taskFile" | "applicationFile" | "project", string>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, { role: "COMPANY" });
  await addCompanyProfile(t.app, owner.user);
  otherCompany = await createUser(t.app, { role: "COMPANY" });
  applicant = await createUser(t.app, { role: "FREELANCER" });
  await addFreelancerProfile(t.app, applicant.user);
  otherFreelancer = await createUser(t.app, { role: "FREELANCER" });
  admin = await createUser(t.app, { role: "ADMIN" });
  ids.draft = (await call(t.app, owner, { method: "POST", url: "/api/tasks", payload: taskBody() })).json().data.id;
  ids.open = (await postTask(t.app, owner)).id;
  ids.application = (await apply(t.app, applicant, ids.open)).id;
  const pdf = [{ name: "file", content: makePdf(), filename: "a.pdf" }];
  ids.taskFile = (
    await t.app.inject({
      method: "POST",
      url: `/api/tasks/${ids.open}/attachments`,
      headers: owner.authHeader,
      payload: multipartForm([], pdf),
    })
  ).json().data.id;
  ids.applicationFile = (
    await t.app.inject({
      method: "POST",
      url: `/api/applications/${ids.application}/attachments`,
      headers: applicant.authHeader,
      payload: multipartForm([], pdf),
    })
  ).json().data.id;
  const hired = await postTask(t.app, owner);
  const proposal = await apply(t.app, applicant, hired.id);
  ids.project = (
    await call(t.app, owner, { method: "POST", url: `/api/applications/${proposal.id}/accept` })
  ).json().data.projectId;
});
afterAll(() => t.close());

type Case = [name: string, request: () => Call, who: () => TestUser, status: number];

const cases: Case[] = [
  ["another company reads a draft", () => ({ method: "GET", url: `/api/tasks/${ids.draft}` }), () => otherCompany, 404],
  ["a freelancer reads a draft", () => ({ method: "GET", url: `/api/tasks/${ids.draft}` }), () => applicant, 404],
  ["an admin reads a draft", () => ({ method: "GET", url: `/api/tasks/${ids.draft}` }), () => admin, 404],
  [
    "another company edits a draft",
    () => ({ method: "PATCH", url: `/api/tasks/${ids.draft}`, payload: { title: "Something else entirely" } }),
    () => otherCompany,
    404,
  ],
  [
    "another company edits an open task",
    () => ({ method: "PATCH", url: `/api/tasks/${ids.open}`, payload: { title: "Something else entirely" } }),
    () => otherCompany,
    403,
  ],
  [
    "a freelancer edits a task",
    () => ({ method: "PATCH", url: `/api/tasks/${ids.open}`, payload: { title: "Something else entirely" } }),
    () => applicant,
    403,
  ],
  [
    "another company publishes a draft",
    () => ({ method: "POST", url: `/api/tasks/${ids.draft}/publish` }),
    () => otherCompany,
    404,
  ],
  [
    "another company cancels an open task",
    () => ({ method: "POST", url: `/api/tasks/${ids.open}/cancel` }),
    () => otherCompany,
    403,
  ],
  [
    "a freelancer cancels a task",
    () => ({ method: "POST", url: `/api/tasks/${ids.open}/cancel` }),
    () => applicant,
    403,
  ],
  [
    "another company deletes a draft",
    () => ({ method: "DELETE", url: `/api/tasks/${ids.draft}` }),
    () => otherCompany,
    404,
  ],
  [
    "another company deletes an open task",
    () => ({ method: "DELETE", url: `/api/tasks/${ids.open}` }),
    () => otherCompany,
    403,
  ],
  [
    "another company lists a task's applications",
    () => ({ method: "GET", url: `/api/tasks/${ids.open}/applications` }),
    () => otherCompany,
    403,
  ],
  [
    "a freelancer lists a task's applications",
    () => ({ method: "GET", url: `/api/tasks/${ids.open}/applications` }),
    () => applicant,
    403,
  ],
  [
    "a company applies",
    () => ({ method: "POST", url: `/api/tasks/${ids.open}/applications`, payload: applyBody() }),
    () => otherCompany,
    403,
  ],
  [
    "an admin applies",
    () => ({ method: "POST", url: `/api/tasks/${ids.open}/applications`, payload: applyBody() }),
    () => admin,
    403,
  ],
  ["a freelancer lists a company's tasks", () => ({ method: "GET", url: "/api/tasks/mine" }), () => applicant, 403],
  ["a company lists applications/mine", () => ({ method: "GET", url: "/api/applications/mine" }), () => owner, 403],
  [
    "another freelancer reads an application",
    () => ({ method: "GET", url: `/api/applications/${ids.application}` }),
    () => otherFreelancer,
    404,
  ],
  [
    "another company reads an application",
    () => ({ method: "GET", url: `/api/applications/${ids.application}` }),
    () => otherCompany,
    404,
  ],
  [
    "another company shortlists",
    () => ({ method: "POST", url: `/api/applications/${ids.application}/shortlist` }),
    () => otherCompany,
    404,
  ],
  [
    "another company rejects",
    () => ({ method: "POST", url: `/api/applications/${ids.application}/reject`, payload: {} }),
    () => otherCompany,
    404,
  ],
  [
    "another company accepts",
    () => ({ method: "POST", url: `/api/applications/${ids.application}/accept` }),
    () => otherCompany,
    404,
  ],
  [
    "the applicant shortlists themself",
    () => ({ method: "POST", url: `/api/applications/${ids.application}/shortlist` }),
    () => applicant,
    403,
  ],
  [
    "the applicant accepts themself",
    () => ({ method: "POST", url: `/api/applications/${ids.application}/accept` }),
    () => applicant,
    403,
  ],
  [
    "another freelancer withdraws",
    () => ({ method: "POST", url: `/api/applications/${ids.application}/withdraw` }),
    () => otherFreelancer,
    404,
  ],
  [
    "the owner withdraws",
    () => ({ method: "POST", url: `/api/applications/${ids.application}/withdraw` }),
    () => owner,
    403,
  ],
  [
    "another company downloads a task file of an open task",
    () => ({ method: "GET", url: `/api/tasks/${ids.open}/attachments/${ids.taskFile}` }),
    () => otherCompany,
    200,
  ],
  [
    "another company removes a task file",
    () => ({ method: "DELETE", url: `/api/tasks/${ids.open}/attachments/${ids.taskFile}` }),
    () => otherCompany,
    403,
  ],
  [
    "another freelancer downloads an application file",
    () => ({ method: "GET", url: `/api/applications/${ids.application}/attachments/${ids.applicationFile}` }),
    () => otherFreelancer,
    404,
  ],
  [
    "another freelancer removes an application file",
    () => ({ method: "DELETE", url: `/api/applications/${ids.application}/attachments/${ids.applicationFile}` }),
    () => otherFreelancer,
    404,
  ],
  [
    "another company reads a project",
    () => ({ method: "GET", url: `/api/projects/${ids.project}` }),
    () => otherCompany,
    404,
  ],
  [
    "another freelancer reads a project",
    () => ({ method: "GET", url: `/api/projects/${ids.project}` }),
    () => otherFreelancer,
    404,
  ],
  ["an admin reads a project", () => ({ method: "GET", url: `/api/projects/${ids.project}` }), () => admin, 404],
];

describe("another user's token", () => {
  it.each(cases)("%s → %i", async (_name, request, who, status) => {
    const res = await call(t.app, who(), request());
    expect(res.statusCode).toBe(status);
    if (status >= 400) {
      expect(res.json()).toMatchObject({
        success: false,
        code: expect.any(String),
        message: expect.stringMatching(/\.$/),
      });
    }
  });

  it("changed nothing", async () => {
    const task = (await call(t.app, owner, { method: "GET", url: `/api/tasks/${ids.open}` })).json().data;
    expect(task).toMatchObject({ status: "OPEN", title: taskBody().title, attachments: [{ id: ids.taskFile }] });
    const application = (
      await call(t.app, applicant, { method: "GET", url: `/api/applications/${ids.application}` })
    ).json().data;
    expect(application).toMatchObject({ status: "PENDING", attachments: [{ id: ids.applicationFile }] });
    expect((await call(t.app, owner, { method: "GET", url: `/api/tasks/${ids.draft}` })).json().data.status).toBe(
      "DRAFT",
    );
  });

  it("answers 401 without a token on every route", async () => {
    const requests: Call[] = [
      { method: "GET", url: "/api/tasks" },
      { method: "GET", url: `/api/tasks/${ids.open}` },
      { method: "GET", url: "/api/applications/mine" },
      { method: "GET", url: "/api/projects" },
      { method: "POST", url: `/api/applications/${ids.application}/accept` },
    ];
    for (const request of requests) expect((await call(t.app, null, request)).statusCode).toBe(401);
  });

  it("takes a bodyless reject sent with a JSON content type, as the web client sends it", async () => {
    const task = await postTask(t.app, owner);
    const application = await apply(t.app, otherFreelancer, task.id);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/applications/${application.id}/reject`,
      headers: { ...owner.authHeader, "content-type": "application/json", "content-length": "0" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "REJECTED", rejectionReason: null });
  });
});
