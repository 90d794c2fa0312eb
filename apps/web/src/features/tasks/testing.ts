import type { TApplication } from "@crewlance/contracts/applications";
import type { TTask, TTaskCard } from "@crewlance/contracts/tasks";

/** A published task as the list shows it; tests override the fields their case is about. */
export function makeTaskCard(overrides: Partial<TTaskCard> = {}): TTaskCard {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    title: "Analytics dashboard in React",
    summary: "Charts of weekly sales, filters by region and an export to CSV.",
    category: "WEB_DEVELOPMENT",
    skills: ["React", "TypeScript", "Node.js"],
    budgetType: "FIXED",
    budgetMin: 4_000_000,
    budgetMax: 5_000_000,
    deadline: "2099-01-31",
    experienceLevel: "INTERMEDIATE",
    status: "OPEN",
    publishedAt: "2026-11-20T10:00:00.000Z",
    createdAt: "2026-11-20T09:00:00.000Z",
    applicationsCount: 3,
    company: {
      id: "22222222-2222-4222-8222-222222222222",
      name: "Mehta Labs",
      logoUrl: null,
      verified: true,
      location: "Mumbai",
      reputation: {
        tasksPosted: 12,
        hireRate: 0.75,
        hires: 9,
        totalPaidOut: 0,
        paymentVerified: false,
        averageRating: null,
        reviewsCount: 0,
        memberSince: "2025-01-01T00:00:00.000Z",
      },
    },
    match: { matched: 2, total: 3 },
    applied: false,
    ...overrides,
  };
}

export function makeTask(overrides: Partial<TTask> = {}): TTask {
  return {
    ...makeTaskCard(),
    description: "Charts of weekly sales, filters by region and an export to CSV. We share the API and the designs.",
    attachments: [],
    updatedAt: "2026-11-20T10:00:00.000Z",
    isOwner: false,
    myApplication: null,
    projectId: null,
    ...overrides,
  };
}

export function makeApplication(overrides: Partial<TApplication> = {}): TApplication {
  return {
    id: "33333333-3333-4333-8333-333333333333",
    taskId: "11111111-1111-4111-8111-111111111111",
    status: "PENDING",
    coverLetter: "I built three sales dashboards in React and TypeScript last year, and can start on Monday.",
    proposedAmount: 4_500_000,
    estimatedDays: 14,
    rejectionReason: null,
    attachments: [],
    applicant: {
      id: "44444444-4444-4444-8444-444444444444",
      fullName: "Ravi Kumar",
      avatarUrl: null,
      headline: "React developer",
      skills: ["React", "TypeScript"],
      hourlyRate: 150_000,
      experienceLevel: "EXPERT",
      location: "Pune",
      rating: null,
      reviewsCount: 0,
    },
    match: { matched: 2, total: 3 },
    projectId: null,
    createdAt: "2026-11-21T10:00:00.000Z",
    updatedAt: "2026-11-21T10:00:00.000Z",
    ...overrides,
  };
}
