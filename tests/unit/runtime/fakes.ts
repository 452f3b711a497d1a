/** A Storage stand-in for the runtime's pure modules; `broken` throws like a disabled or full storage. */
export function memoryStorage(broken = false) {
  const data = new Map<string, string>();
  return {
    data,
    getItem(key: string): string | null {
      if (broken) throw new DOMException("storage disabled", "SecurityError");
      return data.get(key) ?? null;
    },
    setItem(key: string, value: string): void {
      if (broken) throw new DOMException("quota exceeded", "QuotaExceededError");
      data.set(key, value);
    },
  };
}

/**
 * A window stand-in: listeners by type, and `scrollY`. (workerd's own EventTarget refuses the
 * `capture` option the runtime passes on a real window.)
 */
export class FakeWindow implements EventTarget {
  scrollY = 0;
  readonly listeners = new Map<string, Set<EventListenerOrEventListenerObject>>();
  addEventListener(type: string, listener: EventListenerOrEventListenerObject | null) {
    if (!listener) return;
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null) {
    if (listener) this.listeners.get(type)?.delete(listener);
  }
  dispatchEvent(event: Event): boolean {
    for (const l of [...(this.listeners.get(event.type) ?? [])]) typeof l === "function" ? l(event) : l.handleEvent(event);
    return true;
  }
  fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
  /** How many listeners are still attached, over all types. */
  get listening(): number {
    return [...this.listeners.values()].reduce((n, set) => n + set.size, 0);
  }
}
