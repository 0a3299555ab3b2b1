/** The state a zustand store persisted under `key` in localStorage, as the next page load reads it. */
export function persistedState<State>(key: string): State {
  return (JSON.parse(localStorage.getItem(key)!) as { state: State }).state;
}
