/** The error state of a screen whose data did not load: what failed, why, and a retry. */
export function LoadError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mt-8 rounded-xl border border-ember-500/50 bg-ember-500/10 p-4 text-ember-400"
    >
      Could not load {what} ({error.message}).{' '}
      <button type="button" className="underline" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
