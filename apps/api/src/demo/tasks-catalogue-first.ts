import type { DemoTask } from "./tasks-demo-task";

/** The first posted tasks, as [company index (0 = demo company), task]. */
export const TASKS_FIRST: Array<[number, DemoTask]> = [
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
];
