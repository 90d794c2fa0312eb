/* The privacy module's events (decision 0099). */
export interface PrivacyEvents {
  /**
   * An account is being deleted, inside the transaction that deletes it: each module erases or
   * anonymises what it holds of the person there (users, auth, tasks, teams, money, notifications),
   * so the deletion commits whole or not at all.
   */
  AccountDeleted: { userId: string; at: Date };
}
