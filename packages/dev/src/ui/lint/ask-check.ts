import type { Finding } from "@hostbridge/check";
import { errorMessage } from "../error-message.js";

/** What one of the dev host's check endpoints answered, as the page keeps it. */
export type CheckAnswer =
  | { status: "done"; findings: Finding[]; durationMs: number }
  | { status: "failed"; message: string };

/**
 * Asks a check endpoint of the dev host (`/check?…` for the widget on screen, `/check/static` for
 * the server's declarations). It never throws: a refusal or a failed request is a `failed` answer.
 */
export async function askCheck(path: string, signal: AbortSignal): Promise<CheckAnswer> {
  try {
    const response = await fetch(path, { signal });
    const body = (await response.json()) as { findings?: Finding[]; durationMs?: number; error?: string };
    if (!response.ok || !body.findings) return { status: "failed", message: body.error ?? `HTTP ${response.status}` };
    return { status: "done", findings: body.findings, durationMs: body.durationMs ?? 0 };
  } catch (error) {
    return { status: "failed", message: errorMessage(error) };
  }
}
