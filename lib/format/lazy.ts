// A value made on its first use, then kept. For Intl formatters: the first one a page builds loads
// the locale's (and the time zone's) ICU data, tens of milliseconds on a phone; built when the module
// loads, that cost lands in the start-up of every page that imports the module, even the pages (the
// quoter before a product is chosen) that print nothing with it yet.
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
