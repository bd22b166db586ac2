/**
 * Answers that must not tell whether an account exists (registration, password reset) do
 * different database work in each case. Waiting until a fixed time has passed since the request
 * started makes the two cases take the same time, as long as the work fits in the floor.
 */
export async function waitUntilElapsed(startedAt: number, floorMs: number): Promise<void> {
  const remaining = startedAt + floorMs - performance.now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}
