import { buildCappedPagination, type TPagination } from "@crewlance/contracts/common";
import type { TRole } from "@crewlance/contracts/enums";
import type { TSkillMatch, TTaskCard, ZTaskListQuery } from "@crewlance/contracts/tasks";
import { and, asc, eq, getTableName, gte, lte, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "../../context";
import { applications, tasks } from "../../db/schema/tasks";
import { now } from "../../lib/clock";
import { countUpToCap } from "../../lib/count-up-to-cap";
import { listCacheOf } from "../../lib/list-cache";
import { byRelevance, listStatements, type PageValues, type Reads, type SearchFilter } from "../../lib/list-statements";
import { boundsWrittenIn, preparedOnce } from "../../lib/prepared";
import { wholeBlock } from "../../lib/relevance-blocks";
import { type Bind, bindValues, subqueryFields } from "../../lib/statement-shapes";
import { companyCardWindow } from "./company-cards";
import { loadCompanies, loadViewerSkills, skillMatch, taskCardColumns, taskCardView } from "./views";

export type TaskSearch = z.output<typeof ZTaskListQuery>;

/*
 * GET /tasks (decision 0013): OPEN tasks only, so every index is partial on it. Each
 * order is written exactly as its index in db/schema/tasks.ts, NULLS LAST included, ending in the
 * id; the page and its total, counted up to the cap, are one statement (with the application
 * count as an index lookup per row of the page). What the page shows every viewer alike is kept
 * in memory until a task, an application or a company's figures change (decision 0059); the
 * viewer's `applied` flags and skill match are read per request.
 */

/** What every search has: OPEN tasks that moderation did not hide (decision 0092). */
const BASE_FILTERS = [sql`${tasks.status} = 'OPEN'`, sql`${tasks.hiddenAt} is null`];

/** A search's values for its conditions: each a placeholder in its shape's statements (decision 0125). */
type MatchValues = {
  q?: string;
  category?: TaskSearch["category"];
  skills?: string[];
  minBudget?: number;
  maxBudget?: number;
  budgetType?: TaskSearch["budgetType"];
  experienceLevel?: TaskSearch["experienceLevel"];
  since?: Date;
};

/** And for its page (lib/list-statements.ts). */
type TaskValues = MatchValues & PageValues;

const tsQueryOf = (bind: Bind<MatchValues>) => sql`websearch_to_tsquery('simple', ${bind("q")})`;

/**
 * Each filter: whether a search has it, and its condition. Which filters a search has is its
 * shape (lib/list-statements.ts), so a statement built once for a shape fits every search of it.
 */
const FILTERS: (SearchFilter<TaskSearch> & { where: (bind: Bind<MatchValues>) => SQL })[] = [
  { param: "q", has: (search) => Boolean(search.q), where: (bind) => sql`${tasks.searchVector} @@ ${tsQueryOf(bind)}` },
  {
    param: "category",
    has: (search) => Boolean(search.category),
    where: (bind) => eq(tasks.category, bind("category")!),
  },
  {
    param: "skills",
    has: (search) => Boolean(search.skills),
    where: (bind) => sql`${tasks.skillsKey} && ${bind("skills")}`,
  },
  // A budget filter overlaps the task's range.
  {
    param: "minBudget",
    has: (search) => search.minBudget !== undefined,
    where: (bind) => gte(tasks.budgetMax, bind("minBudget")!),
  },
  {
    param: "maxBudget",
    has: (search) => search.maxBudget !== undefined,
    where: (bind) => lte(tasks.budgetMin, bind("maxBudget")!),
  },
  {
    param: "budgetType",
    has: (search) => Boolean(search.budgetType),
    where: (bind) => eq(tasks.budgetType, bind("budgetType")!),
  },
  {
    param: "experienceLevel",
    has: (search) => Boolean(search.experienceLevel),
    where: (bind) => eq(tasks.experienceLevel, bind("experienceLevel")!),
  },
  {
    param: "postedWithinDays",
    has: (search) => search.postedWithinDays !== undefined,
    where: (bind) => gte(tasks.publishedAt, bind("since")!),
  },
];

function filtersOf(search: TaskSearch, bind: Bind<MatchValues>): SQL[] {
  return [...BASE_FILTERS, ...FILTERS.filter((filter) => filter.has(search)).map((filter) => filter.where(bind))];
}

/**
 * The filters each order's index checks on its own entries (decision 0113): a walk along the order
 * keeps them (`walkedTasks`), so a row outside the range is skipped on the index and not counted
 * among the rows walked.
 */
const CHECKED_BY_ORDER: Record<TaskSearch["sort"], readonly (keyof TaskSearch)[]> = {
  relevance: ["postedWithinDays"],
  newest: ["postedWithinDays"],
  budget_desc: ["minBudget", "maxBudget"],
  budget_asc: ["minBudget", "maxBudget"],
};

/** The search's filters its order's index checks (`along`), or those it does not. */
const filtersAlongOrder = (search: TaskSearch, bind: Bind<MatchValues>, along: boolean): SQL[] =>
  FILTERS.filter((filter) => filter.has(search) && CHECKED_BY_ORDER[search.sort].includes(filter.param) === along).map(
    (filter) => filter.where(bind),
  );

function matchValues(search: TaskSearch): MatchValues {
  return {
    q: search.q,
    category: search.category,
    skills: search.skills?.map((skill) => skill.toLowerCase()),
    minBudget: search.minBudget,
    maxBudget: search.maxBudget,
    budgetType: search.budgetType,
    experienceLevel: search.experienceLevel,
    since:
      search.postedWithinDays === undefined
        ? undefined
        : new Date(now().getTime() - search.postedWithinDays * 86_400_000),
  };
}

const byNewest = [sql`${tasks.publishedAt} desc nulls last`, asc(tasks.id)];

function orderOf(sort: TaskSearch["sort"]): SQL[] {
  switch (sort) {
    case "budget_desc":
      return [sql`${tasks.budgetMax} desc nulls last`, ...byNewest];
    case "budget_asc":
      return [asc(tasks.budgetMin), ...byNewest];
    default:
      return byNewest;
  }
}

const cardColumns = {
  task: taskCardColumns,
  applicationsCount:
    sql<number>`(select count(*) from ${applications} a where a.task_id = "tasks"."id" and a.status <> 'WITHDRAWN')`.mapWith(
      Number,
    ),
};

/** The capped total as a column of the page's rows (an InitPlan, computed once per statement). */
type TotalColumn = { total?: SQL<number> };

/**
 * The first `walk` tasks in the order asked within the filters its index checks, every column,
 * named as the table: what a walked page reads its matches from (decision 0136). Its limit keeps
 * the search's other filters out of it, so they are checked on each row as the walk meets it.
 */
function walkedTasks(ctx: AppContext, search: TaskSearch, bind: Bind<TaskValues>) {
  return ctx.db
    .select()
    .from(tasks)
    .where(and(...BASE_FILTERS, ...filtersAlongOrder(search, bind, true)))
    .orderBy(...orderOf(search.sort))
    .limit(bind("walk")!)
    .as(getTableName(tasks));
}

/**
 * One page in an index order: the index scan stops after offset + limit rows. The page is a
 * subquery named as the table, and each card's application count is read over its rows alone:
 * in the page's own select list PostgreSQL counted for every row the offset skips too (decision
 * 0128). Sorted again in the same order, which PostgreSQL knows the page already is: no sort.
 * `source`: the tasks, or a walk along the order (`walkedTasks`).
 */
function pageInOrder(
  ctx: AppContext,
  search: TaskSearch,
  where: SQL | undefined,
  bind: Bind<Pick<PageValues, "limit" | "offset">>,
  extra: TotalColumn = {},
  source: typeof tasks | ReturnType<typeof walkedTasks> = tasks,
) {
  const page = ctx.db
    .select(taskCardColumns)
    .from(source as typeof tasks)
    .where(where)
    .orderBy(...orderOf(search.sort))
    .limit(bind("limit"))
    .offset(bind("offset"))
    .as(getTableName(tasks));
  return ctx.db
    .select({ task: subqueryFields(page, taskCardColumns), applicationsCount: cardColumns.applicationsCount, ...extra })
    .from(page)
    .orderBy(...orderOf(search.sort));
}

/**
 * Relevance with `q` ranks the matches in blocks of ten pages (decision 0111): the page's block of
 * matches, newest first, ordered by text rank, then newest. A page reads its block, never every
 * match; the total, when asked for, is counted up to the cap as in every order. Without `q`,
 * relevance is newest first. `walked`: the block is read from a walk along the newest order
 * (`walkedTasks`), and only when the walk met all of it, no row otherwise (decision 0139).
 */
function pageByRelevance(
  ctx: AppContext,
  where: SQL | undefined,
  bind: Bind<TaskValues>,
  withTotal = false,
  walked?: ReturnType<typeof walkedTasks>,
) {
  const candidates = ctx.db.$with("candidates").as(
    ctx.db
      .select({
        id: sql<string>`${tasks.id}`.as("candidate_id"),
        rank: sql<number>`ts_rank(${tasks.searchVector}, ${tsQueryOf(bind)})`.as("rank"),
        publishedAt: sql<Date>`${tasks.publishedAt}`.as("candidate_published"),
      })
      .from((walked ?? tasks) as typeof tasks)
      .where(where)
      .orderBy(...byNewest)
      .limit(bind("blockSize"))
      .offset(bind("blockOffset")),
  );
  const page = ctx.db
    .select({ id: candidates.id, rank: candidates.rank, publishedAt: candidates.publishedAt })
    .from(candidates)
    .orderBy(sql`${candidates.rank} desc`, sql`${candidates.publishedAt} desc nulls last`, sql`${candidates.id}`)
    .limit(bind("limit"))
    .offset(bind("pageOffset"))
    .as("page");
  const extra: TotalColumn = withTotal
    ? { total: sql<number>`(${countUpToCap(ctx, tasks, where)})`.mapWith(Number) }
    : {};
  return ctx.db
    .with(candidates)
    .select({ ...cardColumns, ...extra })
    .from(page)
    .innerJoin(tasks, eq(tasks.id, page.id))
    .where(walked ? wholeBlock(bind) : undefined)
    .orderBy(sql`${page.rank} desc`, sql`${page.publishedAt} desc nulls last`, sql`${page.id}`);
}

/**
 * The list's statements written with `bind`. `among`: the statements read only the search's
 * matches already read (`fewMatches`), whose ids are the value `among`: by those ids, checking
 * again only that each task is still OPEN and not hidden. Matching the words and filters again,
 * PostgreSQL read the match index a second time beside the ids (decision 0131). `walk`: the page
 * is read from a walk along its order (`walkedTasks`), checking the search's filters on each row; a
 * relevance block only when the walk met all of it.
 */
function statementsOf(ctx: AppContext, search: TaskSearch, bind: Bind<TaskValues>, reads: Reads) {
  const where =
    reads === "among"
      ? and(...BASE_FILTERS, sql`${tasks.id} = any(${bind("among")}::uuid[])`)
      : reads === "walk"
        ? and(...filtersAlongOrder(search, bind, false))
        : and(...filtersOf(search, bind));
  const relevance = byRelevance(search);
  return {
    page: () =>
      relevance
        ? pageByRelevance(ctx, where, bind, false, reads === "walk" ? walkedTasks(ctx, search, bind) : undefined)
        : reads === "walk"
          ? pageInOrder(ctx, search, where, bind, {}, walkedTasks(ctx, search, bind))
          : pageInOrder(ctx, search, where, bind),
    count: () => countUpToCap(ctx, tasks, where),
    /**
     * The page with the capped count as a column of each row: one statement, one round trip
     * (decision 0021). The count is an uncorrelated subquery, so PostgreSQL runs it once.
     */
    pageWithTotal: () =>
      relevance
        ? pageByRelevance(ctx, where, bind, true)
        : pageInOrder(ctx, search, where, bind, {
            total: sql<number>`(${countUpToCap(ctx, tasks, where)})`.mapWith(Number),
          }),
  };
}

/** What every order sorts by (`orderOf`; relevance's blocks are newest first). */
const ORDER_COLUMNS = [tasks.publishedAt, tasks.budgetMax, tasks.budgetMin];

const taskList = listStatements({
  name: "tasks",
  filters: FILTERS,
  filtersOf,
  valuesOf: matchValues,
  rows: {
    table: tasks,
    id: tasks.id,
    orderColumns: ORDER_COLUMNS,
    orderOf: (search) => orderOf(search.sort),
    drawnFrom: sql.join(BASE_FILTERS, sql` and `),
    cheapWalk: (search) => search.sort === "newest" || search.sort === "relevance",
  },
  statementsOf,
});

/** A search's few matches, when it has words or skills and at most the cap match (lib/list-statements.ts). */
export const fewMatches = taskList.fewMatches;

/** Their read's statement with one search's values written in, unexecuted: the plan tests read it. */
export const fewMatchesQuery = taskList.fewMatchesQuery;

/**
 * The list's statements with one search's values written in, unexecuted: the plan tests read
 * them. `among`: the search's every match, already read (`fewMatches`), so the page sorts just those.
 */
export const taskListQueries = taskList.withValues;

/** The statements a shape's searches share, and the shape: the test of the shapes reads them. */
export const taskListShape = taskList.ofShape;

/**
 * The page of a search past the cap, walked along its order or read among all its matches when what
 * is known of them says that is cheaper (decisions 0136, 0138 and 0139): what such a search reads,
 * given here an estimate of its own for the tests.
 */
export const taskListPagePastCap = taskList.readPagePastCap;

/** Words or a filter beyond the base ones: a value the plan, and the number of matches, depend on. */
const isFiltered = (search: TaskSearch) => search.q !== undefined || FILTERS.some((filter) => filter.has(search));

/** Pages past this one are rarer: they keep an unnamed statement rather than one named per page. */
const PREPARED_PAGES = 3;

/**
 * The unfiltered list's first pages in any order, as a named prepared statement (decision 0059):
 * it has no parameter, so PostgreSQL's generic plan is the same index walk and neither Drizzle
 * nor PostgreSQL builds or plans it again. Null for a search with filters, whose plan depends on
 * their values.
 */
function preparedUnfilteredPage(ctx: AppContext, search: TaskSearch) {
  if (isFiltered(search) || search.page > PREPARED_PAGES) return null;
  return preparedOnce(ctx, `tasks:${search.sort}:${search.limit}:${search.page}`, (name) =>
    unfilteredPageQuery(ctx, search).prepare(name),
  );
}

/**
 * The unfiltered page with its capped total, bounds written in, unexecuted: what is prepared,
 * and what the plan test reads as PostgreSQL's generic plan.
 */
export function unfilteredPageQuery(ctx: AppContext, search: TaskSearch) {
  const where = and(...BASE_FILTERS);
  const total = sql<number>`(${countUpToCap(ctx, tasks, where)})`.mapWith(Number);
  return pageInOrder(ctx, search, where, bindValues(boundsWrittenIn(search)), { total });
}

/** A card as every viewer sees it: the viewer's own fields are added per request. */
type SharedCard = Omit<TTaskCard, "applied" | "match"> & { skillsKey: string[] };
type SharedPage = { cards: SharedCard[]; pagination: TPagination };

/** GET /tasks: a page of OPEN task cards with the company's reputation and the viewer's match. */
export async function searchTasks(
  ctx: AppContext,
  input: { search: TaskSearch; viewer: { id: string; role: TRole | null } },
): Promise<{ items: TTaskCard[]; pagination: TPagination }> {
  const cache = listCacheOf(ctx);
  // "Posted within N days" moves with the clock: read each time, never kept. A kept page also
  // holds its companies' cards, which may have been kept a while themselves: it is kept under
  // their window, so it never shows a card past its time (company-cards.ts, decision 0108).
  const shared =
    cache && input.search.postedWithinDays === undefined
      ? cache.read("tasks", `${JSON.stringify(input.search)}@${companyCardWindow(ctx)}`, () =>
          readSharedPage(ctx, input.search),
        )
      : readSharedPage(ctx, input.search);
  const [page, viewer] = await Promise.all([shared, viewerView(ctx, input.viewer, shared)]);
  return {
    items: page.cards.map(({ skillsKey, ...card }) => ({
      ...card,
      match: viewer.match(skillsKey),
      applied: viewer.applied.has(card.id),
    })),
    pagination: page.pagination,
  };
}

/** The page, its total and each card's company, as every viewer sees them. */
async function readSharedPage(ctx: AppContext, search: TaskSearch): Promise<SharedPage> {
  const searched = await taskList.readSearchedPage(ctx, search, isFiltered(search));
  if (searched) return sharedPage(ctx, searched.rows, searched.total, search);
  // Page and total in one statement; only a page with no rows asks for the total on its own.
  const prepared = preparedUnfilteredPage(ctx, search);
  const rows = prepared ? await prepared.execute() : await taskList.readPageWithTotal(ctx, search);
  const total =
    rows.length > 0 ? Number(rows[0]?.total ?? 0) : ((await taskListQueries(ctx, search).count)[0]?.value ?? 0);
  return sharedPage(ctx, rows, total, search);
}

type PageRow = Awaited<ReturnType<typeof taskList.readPageAmong>>[number];

/** The rows' cards with their companies, and the page numbers. */
async function sharedPage(ctx: AppContext, rows: PageRow[], total: number, search: TaskSearch): Promise<SharedPage> {
  const companies = await loadCompanies(
    ctx,
    rows.map((row) => row.task.companyId),
  );
  return {
    cards: rows.map((row) => ({
      ...taskCardView(row.task, {
        applicationsCount: row.applicationsCount,
        applied: false,
        company: companies(row.task.companyId),
        match: null,
      }),
      skillsKey: row.task.skillsKey,
    })),
    pagination: buildCappedPagination(total, search.page, search.limit),
  };
}

/**
 * The viewer's own part of a page: which of its tasks they applied to, and their skill match.
 * Only freelancers apply (a role never changes once chosen, users/service.ts `chooseRole`) and
 * only they get a match, so any other viewer costs no statement.
 */
async function viewerView(
  ctx: AppContext,
  viewer: { id: string; role: TRole | null },
  page: Promise<SharedPage>,
): Promise<{ applied: Set<string>; match: (taskKeys: readonly string[]) => TSkillMatch | null }> {
  if (viewer.role !== "FREELANCER") return { applied: new Set(), match: () => null };
  const [skills, applied] = await Promise.all([
    loadViewerSkills(ctx, viewer.id),
    page.then((shared) =>
      appliedTaskIds(
        ctx,
        viewer.id,
        shared.cards.map((card) => card.id),
      ),
    ),
  ]);
  return { applied, match: (taskKeys) => skillMatch(taskKeys, skills) };
}

/** The tasks among `taskIds` the user has a live or decided application on: one prepared statement. */
async function appliedTaskIds(ctx: AppContext, userId: string, taskIds: string[]): Promise<Set<string>> {
  if (taskIds.length === 0) return new Set();
  const statement = preparedOnce(ctx, "tasks:applied", (name) =>
    ctx.db
      .select({ taskId: applications.taskId })
      .from(applications)
      .where(
        and(
          eq(applications.applicantId, sql.placeholder("userId")),
          sql`${applications.taskId} = any(${sql.placeholder("taskIds")})`,
          sql`${applications.status} <> 'WITHDRAWN'`,
        ),
      )
      .prepare(name),
  );
  const rows = await statement.execute({ userId, taskIds });
  return new Set(rows.map((row) => row.taskId));
}
