/* The tasks module's events: a task's own changes and its applications'. */
export interface TaskEvents {
  /** A task became OPEN: published from a draft, or created with `publish`. */
  TaskPublished: { taskId: string; companyId: string };
  /** The company edited a task while it is OPEN (any field). */
  TaskEdited: { taskId: string; companyId: string };
  /** The company changed the budget or the deadline (`changed`) of an open task. */
  TaskTermsChanged: { taskId: string; taskTitle: string; changed: string[] };
  /** The company cancelled a task; `closedApplicantIds` are the applicants whose live applications it closed. */
  TaskCancelled: { taskId: string; taskTitle: string; companyId: string; closedApplicantIds: string[] };
  /** A freelancer, or a team through one of its admins, applied to an open task. */
  ApplicationSubmitted: {
    taskId: string;
    taskTitle: string;
    companyId: string;
    applicationId: string;
    /** The applicant's name (null for a profile without one); unused for a team's application. */
    applicantName: string | null;
    teamName: string | null;
  };
  /** The task's owner shortlisted a pending application. */
  ApplicationShortlisted: { taskId: string; taskTitle: string; applicationId: string; applicantId: string };
  /** The task's owner declined an application, with the reason the applicant reads (if any). */
  ApplicationRejected: {
    taskId: string;
    taskTitle: string;
    applicationId: string;
    applicantId: string;
    reason: string | null;
  };
  /** The applicant withdrew a live application. */
  ApplicationWithdrawn: {
    taskId: string;
    taskTitle: string;
    companyId: string;
    applicationId: string;
    applicantName: string | null;
  };
  /**
   * The task's owner hired an applicant: the project exists, the task is in progress and the
   * other live applications (`rejected`) are declined.
   */
  ApplicationAccepted: {
    taskId: string;
    taskTitle: string;
    companyId: string;
    applicationId: string;
    applicantId: string;
    applicantName: string | null;
    projectId: string;
    /** The hired team with every member's id, or null when a freelancer applied alone. */
    team: { id: string; name: string; memberIds: string[] } | null;
    rejected: { applicationId: string; applicantId: string }[];
  };
}
