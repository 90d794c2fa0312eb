/**
 * How long a test waits for what happens after an answer (a batch stored, a file removed, an event
 * heard). vi.waitFor's own second is too short on CI's loaded two cores: a send's store on
 * PostgreSQL once took longer than that there, and the test failed though the order was right.
 */
export const EVENTUALLY = { timeout: 10_000, interval: 25 } as const;
