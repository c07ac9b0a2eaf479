/** A small turning ring for a lookup under way; the text next to it says what is happening. */
export function Spinner() {
  return (
    <span
      className="inline-block h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-current border-e-transparent"
      aria-hidden="true"
    />
  );
}
