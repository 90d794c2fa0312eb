import { EXPERIENCE_LEVELS, FREELANCER_SORTS, TASK_CATEGORIES, TASK_SORTS } from "@crewlance/contracts/enum-values";
import type { Generator } from "../random";

/*
 * What people send, drawn one request at a time: search words from a vocabulary with a Zipf-like
 * head (the seed's own skills and words are the common ones; hundreds more are rare, and most of
 * those match nothing, as real searches often do), zero to two filters, every sort order, pages 1
 * to 10 weighted to the first.
 */

/** The seed's skills and task words first (bench/api-load): the head people search most. */
const HEAD = [
  "react",
  "python",
  "dashboard",
  "figma",
  "node",
  "mobile app",
  "landing page",
  "typescript",
  "django",
  "aws",
  "seo",
  "flutter",
  "redesign",
  "go",
  "kotlin",
  "swift",
  "sql",
  "devops",
  "api",
  "copywriting",
  "rust",
  "java",
  "campaign",
  "migration",
  "report",
  "chatbot",
  "video editing",
  "data science",
  "ui design",
];

/** Rarer words: a real vocabulary's long tail. */
const TAIL = `shopify wordpress magento woocommerce laravel symfony rails elixir phoenix haskell scala clojure
erlang ocaml fsharp dotnet blazor unity unreal godot blender maya houdini nuke aftereffects premiere
davinci lightroom photoshop illustrator indesign canva sketch webflow framer bubble zapier airtable
notion hubspot salesforce zoho tally busy gst invoicing payroll bookkeeping audit compliance trademark
contract legal translation hindi tamil telugu kannada marathi bengali gujarati punjabi malayalam urdu
arabic french german spanish japanese mandarin transcription subtitles voiceover podcast audio mixing
mastering jingle animation motion explainer whiteboard infographic brochure packaging label logo
branding identity typography illustration comic storyboard character concept mockup wireframe
prototype usability accessibility testing selenium cypress playwright jest mocha appium jmeter
kubernetes docker terraform ansible jenkins gitlab github actions helm prometheus grafana elk kafka
rabbitmq redis mongodb postgres mysql oracle snowflake bigquery redshift databricks spark hadoop
airflow dbt tableau powerbi looker excel vba macros sheets scraping crawler automation rpa uipath
chatgpt openai llm langchain rag embeddings vision ocr nlp sentiment forecasting regression
clustering recommendation fraud churn ecommerce marketplace booking crm erp lms cms saas fintech
healthtech edtech proptech logistics fleet inventory warehouse restaurant salon clinic hospital
pharmacy school coaching gym travel hotel realestate insurance lending upi razorpay stripe paytm
phonepe whatsapp telegram discord slack twilio firebase supabase amplify vercel netlify cloudflare
nginx apache linux bash powershell windows macos android ios react-native ionic cordova capacitor
pwa webrtc websocket graphql grpc rest microservices serverless lambda blockchain solidity web3 nft
defi smart-contract metaverse ar vr iot embedded arduino raspberry pcb firmware robotics cad
solidworks autocad revit sketchup architecture interior landscape civil structural electrical
mechanical`
  .split(/\s+/)
  .filter(Boolean);

export const VOCABULARY = [...HEAD, ...TAIL];

/**
 * How many of a list's drawn requests are answered before a sample of them is recorded (bench:traffic's
 * pgbench, traffic-shapes): a few seconds of a busy server's traffic, and the same sample every run.
 */
export const SAMPLE_AFTER = 2_000;

const SKILL_FILTERS = ["React", "Python", "Figma", "Node", "AWS", "Go", "Kotlin", "Flutter", "SQL", "Shopify", "Unity"];
const CITIES = ["Bengaluru", "Mumbai", "Delhi", "Pune", "Hyderabad", "Chennai", "Remote"];
const APPLICATION_STATUSES = ["PENDING", "SHORTLISTED", "REJECTED", "WITHDRAWN"];

/** Rank r (from 1) with probability ∝ 1 / r^s: a few ranks common, most rare. */
function zipfIndex(r: Generator, size: number, s: number): number {
  const weights = zipfWeights(size, s);
  let roll = r.next() * weights.total;
  for (let index = 0; index < size; index++) {
    roll -= weights.each[index]!;
    if (roll <= 0) return index;
  }
  return size - 1;
}

const weightCache = new Map<string, { each: number[]; total: number }>();
function zipfWeights(size: number, s: number) {
  const key = `${size}:${s}`;
  let weights = weightCache.get(key);
  if (!weights) {
    const each = Array.from({ length: size }, (_, index) => 1 / (index + 1) ** s);
    weights = { each, total: each.reduce((sum, value) => sum + value, 0) };
    weightCache.set(key, weights);
  }
  return weights;
}

const word = (r: Generator) => VOCABULARY[zipfIndex(r, VOCABULARY.length, 1.1)]!;
/** Pages 1–10, page 1 most of the time. */
const page = (r: Generator) => 1 + zipfIndex(r, 10, 1.5);

function searchText(r: Generator): string | undefined {
  const roll = r.next();
  if (roll < 0.3) return undefined;
  return roll < 0.8 ? word(r) : `${word(r)} ${word(r)}`;
}

function withFilters(r: Generator, query: Record<string, string>, filters: Array<(q: Record<string, string>) => void>) {
  const count = Math.floor(r.next() * 3);
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(Math.floor(r.next() * filters.length));
  for (const index of chosen) filters[index]!(query);
}

const toPath = (base: string, query: Record<string, string>) => `${base}?${new URLSearchParams(query)}`;

export function taskListPath(r: Generator): string {
  const query: Record<string, string> = { limit: "20", page: String(page(r)), sort: r.pick(TASK_SORTS) };
  const q = searchText(r);
  if (q) query.q = q;
  withFilters(r, query, [
    (q) => (q.category = r.pick(TASK_CATEGORIES)),
    (q) => (q.skills = r.next() < 0.7 ? r.pick(SKILL_FILTERS) : `${r.pick(SKILL_FILTERS)},${r.pick(SKILL_FILTERS)}`),
    (q) => (q.minBudget = String((5 + Math.floor(r.next() * 40)) * 100_000)),
    (q) => (q.maxBudget = String((20 + Math.floor(r.next() * 60)) * 100_000)),
    (q) => (q.budgetType = r.next() < 0.8 ? "FIXED" : "HOURLY"),
    (q) => (q.experienceLevel = r.pick(EXPERIENCE_LEVELS)),
    (q) => (q.postedWithinDays = r.pick(["1", "7", "30"])),
  ]);
  if (query.minBudget && query.maxBudget && Number(query.minBudget) > Number(query.maxBudget)) delete query.maxBudget;
  return toPath("/api/tasks", query);
}

export function directoryPath(r: Generator): string {
  const query: Record<string, string> = { limit: "20", page: String(page(r)), sort: r.pick(FREELANCER_SORTS) };
  const q = searchText(r);
  if (q) query.q = q;
  withFilters(r, query, [
    (q) => (q.skills = r.next() < 0.7 ? r.pick(SKILL_FILTERS) : `${r.pick(SKILL_FILTERS)},${r.pick(SKILL_FILTERS)}`),
    (q) => (q.minRate = String((5 + Math.floor(r.next() * 20)) * 10_000)),
    (q) => (q.maxRate = String((25 + Math.floor(r.next() * 20)) * 10_000)),
    (q) => (q.experienceLevel = r.pick(EXPERIENCE_LEVELS)),
    (q) => (q.location = r.pick(CITIES)),
    (q) => (q.minRating = r.pick(["3", "4", "4.5"])),
  ]);
  return toPath("/api/user/freelancers", query);
}

export function applicantsPath(r: Generator, taskId: string): string {
  const query: Record<string, string> = { limit: "20", page: String(page(r)) };
  if (r.next() < 0.4) query.status = r.pick(APPLICATION_STATUSES);
  return toPath(`/api/tasks/${taskId}/applications`, query);
}

export function notificationsPath(r: Generator): string {
  return toPath("/api/notifications", { limit: "20", page: String(page(r)) });
}
