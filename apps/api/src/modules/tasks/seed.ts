import { sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { tasks } from "../../db/schema/tasks";
import { advanceClock } from "../../lib/clock";
import { withTransaction } from "../../lib/transaction";
import { type DemoCompany, type DemoFreelancer, ensureDemoPeople } from "../users/demo-people-service";
import {
  acceptApplication,
  applyToTask,
  rejectApplication,
  shortlistApplication,
  withdrawApplication,
} from "./application-service";
import { cancelTask, createTask, type Viewer } from "./task-service";

/*
 * Demo data of issue 9: a living marketplace on an empty development database — about 30 tasks
 * across categories from the demo company and three others, applications from the demo
 * freelancer and five others in every status, one accepted into a project. Everything goes
 * through the services users call (derived figures are never written); the clock is turned
 * back while a task is posted so the list shows a spread of posting times.
 */

const COMPANIES: DemoCompany[] = [
  {
    email: "hiring@zenith-retail.demo.crewlance.dev",
    fullName: "Ananya Iyer",
    companyName: "Zenith Retail",
    industry: "E-commerce",
    size: "51-200",
    location: "Mumbai, Maharashtra",
    description: "Online fashion and home store shipping across India.",
  },
  {
    email: "tech@kaveri-health.demo.crewlance.dev",
    fullName: "Dr. Arjun Nair",
    companyName: "Kaveri Health",
    industry: "Healthcare",
    size: "11-50",
    location: "Kochi, Kerala",
    description: "Clinics and telemedicine for towns in South India.",
  },
  {
    email: "studio@monsoon-media.demo.crewlance.dev",
    fullName: "Farah Khan",
    companyName: "Monsoon Media",
    industry: "Media",
    size: "1-10",
    location: "Delhi",
    description: "A small studio making videos and campaigns for consumer brands.",
  },
];

const FREELANCERS: DemoFreelancer[] = [
  {
    email: "ravi.kumar@demo.crewlance.dev",
    fullName: "Ravi Kumar",
    headline: "React Native and Flutter developer",
    skills: ["React Native", "Flutter", "TypeScript", "Firebase"],
    hourlyRate: 120_000,
    experienceLevel: "INTERMEDIATE",
    location: "Hyderabad, India",
  },
  {
    email: "meera.iyer@demo.crewlance.dev",
    fullName: "Meera Iyer",
    headline: "Product designer (UI/UX, Figma)",
    skills: ["Figma", "UI Design", "UX Research", "Illustrator"],
    hourlyRate: 140_000,
    experienceLevel: "EXPERT",
    location: "Chennai, India",
  },
  {
    email: "sanjay.patel@demo.crewlance.dev",
    fullName: "Sanjay Patel",
    headline: "Data engineer and ML practitioner",
    skills: ["Python", "PostgreSQL", "Machine Learning", "AWS"],
    hourlyRate: 160_000,
    experienceLevel: "EXPERT",
    location: "Ahmedabad, India",
  },
  {
    email: "neha.gupta@demo.crewlance.dev",
    fullName: "Neha Gupta",
    headline: "Content writer and SEO specialist",
    skills: ["Copywriting", "SEO", "Content Strategy", "Hindi"],
    hourlyRate: 60_000,
    experienceLevel: "INTERMEDIATE",
    location: "Jaipur, India",
  },
  {
    email: "arjun.das@demo.crewlance.dev",
    fullName: "Arjun Das",
    headline: "Full-stack JavaScript developer",
    skills: ["React", "Node.js", "MongoDB", "Tailwind CSS"],
    hourlyRate: 90_000,
    experienceLevel: "ENTRY",
    location: "Kolkata, India",
  },
];

type DemoTask = {
  title: string;
  category: string;
  skills: string[];
  budget: [number, number];
  budgetType?: "FIXED" | "HOURLY";
  level?: "ENTRY" | "INTERMEDIATE" | "EXPERT";
  about: string;
};

const rupees = (amount: number) => amount * 100;

/** [company index (0 = demo company), task]. */
const TASKS: Array<[number, DemoTask]> = [
  [
    0,
    {
      title: "Build a React dashboard for delivery tracking",
      category: "WEB_DEVELOPMENT",
      skills: ["React", "TypeScript", "Node.js", "PostgreSQL"],
      budget: [40_000, 60_000],
      level: "EXPERT",
      about: "a live map of riders, delivery times per zone and alerts for late orders",
    },
  ],
  [
    0,
    {
      title: "Payments reconciliation API in Node.js",
      category: "WEB_DEVELOPMENT",
      skills: ["Node.js", "PostgreSQL", "TypeScript"],
      budget: [50_000, 90_000],
      level: "EXPERT",
      about: "matching bank statements with UPI and card settlements every night",
    },
  ],
  [
    0,
    {
      title: "Landing page for our invoicing product",
      category: "WEB_DEVELOPMENT",
      skills: ["Next.js", "Tailwind CSS", "SEO"],
      budget: [15_000, 25_000],
      about: "a fast, accessible landing page with a pricing table and a signup form",
    },
  ],
  [
    0,
    {
      title: "Android and iOS app for small shop owners",
      category: "MOBILE_DEVELOPMENT",
      skills: ["React Native", "TypeScript", "Firebase"],
      budget: [80_000, 150_000],
      level: "EXPERT",
      about: "stock, billing and WhatsApp receipts, working offline first",
    },
  ],
  [
    0,
    {
      title: "Design a logo and brand kit for a logistics startup",
      category: "DESIGN",
      skills: ["Illustrator", "Branding", "Figma"],
      budget: [10_000, 20_000],
      level: "INTERMEDIATE",
      about: "a logo, colours and type for web and print",
    },
  ],
  [
    0,
    {
      title: "Write help-centre articles for our billing app",
      category: "WRITING",
      skills: ["Technical Writing", "Copywriting"],
      budget: [500, 900],
      budgetType: "HOURLY",
      level: "ENTRY",
      about: "twenty short how-to articles with screenshots",
    },
  ],
  [
    0,
    {
      title: "Set up CI/CD and monitoring on AWS",
      category: "DEVOPS",
      skills: ["AWS", "Docker", "GitHub Actions"],
      budget: [30_000, 50_000],
      level: "EXPERT",
      about: "pipelines, staging and alerts for three Node.js services",
    },
  ],
  [
    0,
    {
      title: "Sales forecasting model for our distributors",
      category: "DATA_SCIENCE",
      skills: ["Python", "Machine Learning", "PostgreSQL"],
      budget: [60_000, 100_000],
      level: "EXPERT",
      about: "weekly demand forecasts per district from two years of orders",
    },
  ],
  [
    0,
    {
      title: "Translate our app screens into Hindi and Tamil",
      category: "TRANSLATION",
      skills: ["Hindi", "Tamil", "Localization"],
      budget: [8_000, 12_000],
      level: "INTERMEDIATE",
      about: "about 600 short strings, with context for each",
    },
  ],
  [
    0,
    {
      title: "Admin panel for managing delivery partners",
      category: "WEB_DEVELOPMENT",
      skills: ["React", "Node.js"],
      budget: [35_000, 55_000],
      about: "onboarding, documents and payouts of delivery partners",
    },
  ],
  [
    1,
    {
      title: "Shopify storefront speed and SEO audit",
      category: "MARKETING",
      skills: ["SEO", "Shopify", "Google Analytics"],
      budget: [20_000, 35_000],
      about: "finding what slows our store down and fixing the top issues",
    },
  ],
  [
    1,
    {
      title: "Product photos retouching for 300 items",
      category: "DESIGN",
      skills: ["Photoshop", "Photo Editing"],
      budget: [400, 700],
      budgetType: "HOURLY",
      level: "ENTRY",
      about: "clean white backgrounds and consistent colours",
    },
  ],
  [
    1,
    {
      title: "Flutter app for our loyalty programme",
      category: "MOBILE_DEVELOPMENT",
      skills: ["Flutter", "Firebase", "Dart"],
      budget: [70_000, 120_000],
      level: "INTERMEDIATE",
      about: "points, coupons and a QR code scanned at the till",
    },
  ],
  [
    1,
    {
      title: "Instagram campaign for the festive sale",
      category: "MARKETING",
      skills: ["Social Media", "Copywriting", "Canva"],
      budget: [15_000, 30_000],
      about: "thirty posts and ten reels over four weeks",
    },
  ],
  [
    1,
    {
      title: "Customer support in Hindi and English (part-time)",
      category: "ADMIN_SUPPORT",
      skills: ["Customer Support", "Hindi", "Zendesk"],
      budget: [250, 400],
      budgetType: "HOURLY",
      level: "ENTRY",
      about: "answering chats and emails four hours a day",
    },
  ],
  [
    1,
    {
      title: "Recommendation engine for our catalogue",
      category: "DATA_SCIENCE",
      skills: ["Python", "Machine Learning", "AWS"],
      budget: [90_000, 160_000],
      level: "EXPERT",
      about: "similar items and bought-together suggestions",
    },
  ],
  [
    1,
    {
      title: "Redesign the checkout flow",
      category: "DESIGN",
      skills: ["Figma", "UX Research", "UI Design"],
      budget: [30_000, 45_000],
      level: "EXPERT",
      about: "fewer steps, clearer delivery dates, UPI first",
    },
  ],
  [
    2,
    {
      title: "Patient appointment booking web app",
      category: "WEB_DEVELOPMENT",
      skills: ["React", "Node.js", "PostgreSQL"],
      budget: [60_000, 90_000],
      level: "INTERMEDIATE",
      about: "booking, reminders by SMS and a doctor's day view",
    },
  ],
  [
    2,
    {
      title: "Medical content for our health blog",
      category: "WRITING",
      skills: ["Medical Writing", "SEO", "Copywriting"],
      budget: [12_000, 20_000],
      about: "twelve articles reviewed by our doctors",
    },
  ],
  [
    2,
    {
      title: "HIPAA-style security review of our telemedicine app",
      category: "DEVOPS",
      skills: ["Security", "AWS", "Penetration Testing"],
      budget: [50_000, 80_000],
      level: "EXPERT",
      about: "an audit with a prioritised list of fixes",
    },
  ],
  [
    2,
    {
      title: "Bookkeeping and GST filing support",
      category: "FINANCE_LEGAL",
      skills: ["Accounting", "GST", "Tally"],
      budget: [600, 1_000],
      budgetType: "HOURLY",
      level: "INTERMEDIATE",
      about: "monthly books for three clinics and quarterly GST returns",
    },
  ],
  [
    2,
    {
      title: "Dashboard of clinic wait times",
      category: "DATA_SCIENCE",
      skills: ["Python", "Power BI", "SQL"],
      budget: [25_000, 40_000],
      about: "wait times and no-shows per clinic and weekday",
    },
  ],
  [
    2,
    {
      title: "Malayalam and Kannada translation of patient leaflets",
      category: "TRANSLATION",
      skills: ["Malayalam", "Kannada", "Medical Translation"],
      budget: [6_000, 10_000],
      about: "fifteen leaflets of about 400 words each",
    },
  ],
  [
    3,
    {
      title: "Edit a two-minute brand film",
      category: "VIDEO_ANIMATION",
      skills: ["Premiere Pro", "Color Grading", "After Effects"],
      budget: [20_000, 35_000],
      level: "INTERMEDIATE",
      about: "cutting, grading and titles from four hours of footage",
    },
  ],
  [
    3,
    {
      title: "Explainer animation for a fintech app",
      category: "VIDEO_ANIMATION",
      skills: ["After Effects", "Illustrator", "Motion Design"],
      budget: [40_000, 70_000],
      level: "EXPERT",
      about: "a 60-second 2D animation with voice-over",
    },
  ],
  [
    3,
    {
      title: "Website for our studio",
      category: "WEB_DEVELOPMENT",
      skills: ["Webflow", "UI Design"],
      budget: [15_000, 25_000],
      about: "a portfolio site with case studies and a contact form",
    },
  ],
  [
    3,
    {
      title: "Scripts for ten short product videos",
      category: "WRITING",
      skills: ["Scriptwriting", "Copywriting", "Hindi"],
      budget: [10_000, 18_000],
      level: "INTERMEDIATE",
      about: "thirty-second scripts in Hindi and English",
    },
  ],
  [
    3,
    {
      title: "Thumbnail and banner designs for YouTube",
      category: "DESIGN",
      skills: ["Photoshop", "Canva", "Branding"],
      budget: [300, 600],
      budgetType: "HOURLY",
      level: "ENTRY",
      about: "weekly thumbnails for three channels",
    },
  ],
];

/** Tasks the demo company keeps as drafts and one it cancels. */
const DRAFTS: DemoTask[] = [
  {
    title: "Migrate our reports from Excel to Metabase",
    category: "DATA_SCIENCE",
    skills: ["SQL", "Metabase", "PostgreSQL"],
    budget: [20_000, 30_000],
    about: "eight monthly reports rebuilt as live dashboards",
  },
  {
    title: "WhatsApp chatbot for order status",
    category: "OTHER",
    skills: ["Node.js", "WhatsApp API"],
    budget: [25_000, 40_000],
    about: "customers asking where their order is, answered automatically",
  },
];
const CANCELLED: DemoTask = {
  title: "Temporary data entry for the warehouse move",
  category: "ADMIN_SUPPORT",
  skills: ["Data Entry", "Excel"],
  budget: [200, 300],
  budgetType: "HOURLY",
  level: "ENTRY",
  about: "entering stock counts into our system for two weeks",
};

function description(task: DemoTask, company: string): string {
  return (
    `${company} is looking for help with ${task.about}. ` +
    `You will work with our product team, share progress every week and hand over clean, documented work. ` +
    `Tell us about similar work you have done and how you would approach this.`
  );
}

const HOUR = 60 * 60 * 1000;

function deadline(days: number): string {
  return new Date(Date.now() + days * 24 * HOUR).toISOString().slice(0, 10);
}

function proposal(task: DemoTask, name: string, days: number) {
  return {
    coverLetter:
      `Hello, I am ${name}. I have done work very close to this (${task.about}) for clients in India, ` +
      `and I can share examples. I would start with a short call, then deliver in weekly milestones.`,
    proposedAmount: rupees(Math.round((task.budget[0] + task.budget[1]) / 2)),
    estimatedDays: days,
  };
}

/** Runs `work` as if `hoursAgo` hours had not yet passed, then puts the clock back. */
async function hoursAgo<T>(hours: number, work: () => Promise<T>): Promise<T> {
  advanceClock(-hours * HOUR);
  try {
    return await work();
  } finally {
    advanceClock(hours * HOUR);
  }
}

/**
 * Seeds the demo marketplace once: does nothing when any task exists or the demo accounts are
 * missing. Returns whether it seeded.
 */
export async function seedDemoTasks(
  outer: AppContext,
  input: { companyId: string | undefined; freelancerId: string | undefined },
): Promise<boolean> {
  const { companyId, freelancerId } = input;
  if (!companyId || !freelancerId) return false;
  // One transaction for the whole marketplace: one commit (one disk flush) instead of hundreds,
  // and two servers starting on one database seed it once (the second waits, then finds tasks).
  return withTransaction(outer, async (ctx) => {
    await ctx.db.execute(sql`select pg_advisory_xact_lock(727009)`);
    const [existing] = await ctx.db.select({ one: sql`1` }).from(tasks).limit(1);
    if (existing) return false;
    await seedMarketplace(ctx, companyId, freelancerId);
    return true;
  });
}

async function seedMarketplace(ctx: AppContext, companyId: string, freelancerId: string): Promise<void> {
  const people = await ensureDemoPeople(ctx, { companies: COMPANIES, freelancers: FREELANCERS });
  const companyIds = [companyId, ...people.companyIds];
  const companyNames = ["Acme Labs", ...COMPANIES.map((company) => company.companyName)];
  const viewer = (id: string, role: "COMPANY" | "FREELANCER"): Viewer => ({ id, role, emailVerified: true });
  const priya = viewer(freelancerId, "FREELANCER");
  const others = people.freelancerIds.map((id) => viewer(id, "FREELANCER"));
  const otherNames = FREELANCERS.map((freelancer) => freelancer.fullName);

  const posted: Array<{ id: string; task: DemoTask; owner: Viewer }> = [];
  // Oldest first, a few hours to a few days apart, so "newest" has a spread.
  for (const [index, [companyIndex, task]] of TASKS.entries()) {
    const owner = viewer(companyIds[companyIndex]!, "COMPANY");
    const age = (TASKS.length - index) * 5;
    const created = await hoursAgo(age, () =>
      createTask(ctx, {
        viewer: owner,
        body: {
          title: task.title,
          description: description(task, companyNames[companyIndex]!),
          category: task.category as never,
          skills: task.skills,
          budgetType: task.budgetType ?? "FIXED",
          budgetMin: rupees(task.budget[0]),
          budgetMax: rupees(task.budget[1]),
          deadline: deadline(20 + (index % 5) * 10),
          experienceLevel: task.level ?? "INTERMEDIATE",
          publish: true,
        },
      }),
    );
    posted.push({ id: created.id, task, owner });
  }
  const demoCompany = viewer(companyId, "COMPANY");
  for (const task of DRAFTS) {
    await createTask(ctx, {
      viewer: demoCompany,
      body: {
        title: task.title,
        description: description(task, "Acme Labs"),
        category: task.category as never,
        skills: task.skills,
        budgetType: "FIXED",
        budgetMin: rupees(task.budget[0]),
        budgetMax: rupees(task.budget[1]),
        deadline: deadline(45),
        experienceLevel: "INTERMEDIATE",
      },
    });
  }

  // Applications, a few hours after each task was posted.
  const applyAs = (who: Viewer, name: string, index: number, hoursBack: number) => {
    const { id, task } = posted[index]!;
    return hoursAgo(hoursBack, () =>
      applyToTask(ctx, { taskId: id, viewer: who, body: proposal(task, name, 7 + (index % 4) * 7) }),
    );
  };
  // Others apply first, so the demo freelancer's project shows declined competitors too.
  const spread: Array<[number, number[]]> = [
    [0, [0, 4, 9, 17]],
    [1, [4, 10, 16, 24, 25]],
    [2, [7, 1, 15, 19, 21]],
    [3, [5, 10, 13, 18, 26]],
    [4, [0, 2, 9, 17, 25]],
  ];
  const ids = new Map<string, string>();
  for (const [freelancerIndex, taskIndexes] of spread) {
    for (const taskIndex of taskIndexes) {
      const application = await applyAs(
        others[freelancerIndex]!,
        otherNames[freelancerIndex]!,
        taskIndex,
        (TASKS.length - taskIndex) * 5 - 2,
      );
      ids.set(`${freelancerIndex}:${taskIndex}`, application.id);
    }
  }
  // The demo freelancer (React, TypeScript, Node.js, PostgreSQL, ...): every status.
  const mine: Record<string, number> = {
    accepted: 0,
    shortlisted: 1,
    pending: 9,
    pending2: 2,
    rejected: 17,
    withdrawn: 6,
    pending3: 7,
  };
  const priyaIds: Record<string, string> = {};
  for (const [label, taskIndex] of Object.entries(mine)) {
    priyaIds[label] = (await applyAs(priya, "Priya Sharma", taskIndex, (TASKS.length - taskIndex) * 5 - 3)).id;
  }
  const decide = { viewer: demoCompany };
  await shortlistApplication(ctx, { ...decide, applicationId: priyaIds.shortlisted! });
  await shortlistApplication(ctx, { ...decide, applicationId: ids.get("0:4")! });
  await withdrawApplication(ctx, { viewer: priya, applicationId: priyaIds.withdrawn! });
  await rejectApplication(ctx, {
    viewer: viewer(companyIds[2]!, "COMPANY"),
    applicationId: priyaIds.rejected!,
    reason: "We chose someone who has built booking systems for clinics before.",
  });
  await rejectApplication(ctx, { ...decide, applicationId: ids.get("2:1")! });
  await acceptApplication(ctx, { ...decide, applicationId: priyaIds.accepted! });
  // Another company hires too, so reputations differ.
  await acceptApplication(ctx, { viewer: viewer(companyIds[3]!, "COMPANY"), applicationId: ids.get("3:26")! });

  const cancelled = await createTask(ctx, {
    viewer: demoCompany,
    body: {
      title: CANCELLED.title,
      description: description(CANCELLED, "Acme Labs"),
      category: CANCELLED.category as never,
      skills: CANCELLED.skills,
      budgetType: "HOURLY",
      budgetMin: rupees(CANCELLED.budget[0]),
      budgetMax: rupees(CANCELLED.budget[1]),
      deadline: deadline(10),
      experienceLevel: "ENTRY",
      publish: true,
    },
  });
  await cancelTask(ctx, { viewer: demoCompany, taskId: cancelled.id });
}
