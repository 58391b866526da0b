/** The first wait before the page tries the server again on its own. */
export const FIRST_RETRY_MS = 1000;
/** The longest wait between two tries: a server down for long is still noticed within this. */
export const LONGEST_RETRY_MS = 30_000;

/** How long to wait before try number `attempt` (1, 2, …): 1 s, 2 s, 4 s … up to 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1));
}
