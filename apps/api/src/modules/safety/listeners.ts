/** The safety module's reactions to domain events (none yet: it is told, it does not listen). */
export function listen(): void {}
