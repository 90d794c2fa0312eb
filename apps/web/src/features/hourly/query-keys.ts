/** Every hourly query starts with `all`; a contract's keys with its project, so one change refreshes its screens. */
export const hourlyKeys = {
  all: ["hourly"] as const,
  summaries: () => [...hourlyKeys.all, "summaries"] as const,
  timer: () => [...hourlyKeys.all, "timer"] as const,
  project: (projectId: string) => [...hourlyKeys.all, "project", projectId] as const,
  contract: (projectId: string) => [...hourlyKeys.project(projectId), "contract"] as const,
  weeks: (projectId: string) => [...hourlyKeys.project(projectId), "weeks"] as const,
  week: (projectId: string, weekStart: string) => [...hourlyKeys.project(projectId), "week", weekStart] as const,
};

/** This week's timer and time entries, the weeks list and a week's timesheet (the time part). */
export const hourlyTimeKeys = {
  weeksPage: (projectId: string, page: number) => [...hourlyKeys.weeks(projectId), page] as const,
  dispute: (disputeId: string) => [...hourlyKeys.all, "dispute", disputeId] as const,
};
