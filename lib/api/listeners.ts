// The browser client's small stores (session state, token, capabilities, public reads) each tell
// React about a change the same way: a set of listeners, `subscribe` for useSyncExternalStore and
// `notify` after the store replaced its value.

type Listeners = {
  /** Adds `listener`; returns the function that removes it. */
  subscribe: (listener: () => void) => () => void;
  /** Calls every listener once. */
  notify: () => void;
};

export function createListeners(): Listeners {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}
