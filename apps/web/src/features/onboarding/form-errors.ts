/**
 * Puts each server field error (`education.0.school`) on its form field and returns the first
 * wizard step holding one, or null when none belongs to the form.
 */
export function placeServerErrors(
  fieldErrors: Record<string, string>,
  steps: ReadonlyArray<{ fields: readonly string[] }>,
  place: (path: string, message: string) => void,
): number | null {
  let first: number | null = null;
  for (const [path, message] of Object.entries(fieldErrors)) {
    const root = path.split(".")[0] ?? path;
    const step = steps.findIndex((candidate) => candidate.fields.includes(root));
    if (step === -1) continue;
    place(path, message);
    first = first === null ? step : Math.min(first, step);
  }
  return first;
}
