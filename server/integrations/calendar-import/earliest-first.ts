// A binary heap: the reading of a calendar takes the next occurrence of all its events together,
// earliest first, so wherever it stops, everything before that moment has been read.

export class EarliestFirst<T> {
  private readonly items: T[] = [];
  constructor(private readonly key: (item: T) => number) {}

  get size(): number {
    return this.items.length;
  }

  /** The earliest item, left in place. */
  peek(): T | undefined {
    return this.items[0];
  }

  push(item: T): void {
    const items = this.items;
    let i = items.push(item) - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.key(items[parent]) <= this.key(item)) break;
      items[i] = items[parent];
      i = parent;
    }
    items[i] = item;
  }

  /** Takes out the earliest item. */
  pop(): T | undefined {
    const items = this.items;
    const first = items[0];
    const last = items.pop();
    if (items.length === 0 || last === undefined) return first;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= items.length) break;
      if (child + 1 < items.length && this.key(items[child + 1]) < this.key(items[child])) child++;
      if (this.key(items[child]) >= this.key(last)) break;
      items[i] = items[child];
      i = child;
    }
    items[i] = last;
    return first;
  }
}
