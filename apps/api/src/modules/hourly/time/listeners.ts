/** The hourly time part's reactions to domain events (decision 0091). */
export function listenTime(): void {}
