/** An in-memory Storage; `refuse` makes every write throw like a full or blocked store. */
export function memoryStorage(): Storage & { refuse: boolean } {
  const items = new Map<string, string>();
  const storage = {
    refuse: false,
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key: string) => items.get(key) ?? null,
    key: (index: number) => [...items.keys()][index] ?? null,
    removeItem: (key: string) => void items.delete(key),
    setItem: (key: string, value: string) => {
      if (storage.refuse && !key.startsWith('__')) {
        throw new DOMException('quota exceeded', 'QuotaExceededError');
      }
      items.set(key, String(value));
    },
  };
  return storage;
}
