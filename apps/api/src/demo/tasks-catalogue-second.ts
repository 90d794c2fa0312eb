import type { DemoTask } from "./tasks-demo-task";

/** The rest of the posted tasks, as [company index (0 = demo company), task]. */
export const TASKS_SECOND: Array<[number, DemoTask]> = [
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
export const DRAFTS: DemoTask[] = [
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

export const CANCELLED: DemoTask = {
  title: "Temporary data entry for the warehouse move",
  category: "ADMIN_SUPPORT",
  skills: ["Data Entry", "Excel"],
  budget: [200, 300],
  budgetType: "HOURLY",
  level: "ENTRY",
  about: "entering stock counts into our system for two weeks",
};
