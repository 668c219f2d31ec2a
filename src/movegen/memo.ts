/**
 * One value per key object, made on first use and dropped with the key: the generator,
 * tables and indexes that depend only on a word list, a tile set or a board layout.
 */
export function onePerKey<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}
