// In-process signal that a message entered the outbox, so this instance's sender goes at once instead
// of at its next poll (other instances' messages are found by the poll).
type Listener = () => void;
const listeners = new Set<Listener>();

export function notifyMailQueued(): void {
  for (const listener of listeners) listener();
}

/** Returns the function that stops listening. */
export function onMailQueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
