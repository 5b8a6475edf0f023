import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** jsdom has no IntersectionObserver: this one lets a test say when an observed element comes into view. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  disconnected = false;

  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports every live observer's elements as intersecting. */
  static async showAll() {
    await act(async () => {
      for (const observer of FakeIntersectionObserver.instances.filter((o) => !o.disconnected)) {
        const entries = [...observer.elements].map(
          (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
        );
        observer.callback(entries, observer as unknown as IntersectionObserver);
      }
    });
  }

  static install() {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  }
}
