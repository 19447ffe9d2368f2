/**
 * jsdom has no layout: every element's offsetParent is null and <body> measures 0×0. Tabster (Fluent's
 * focus manager) reads those to decide what is visible, so in plain jsdom it finds nothing focusable in
 * an open Dialog or Drawer, never activates its modalizer, and ~100 ms later sets aria-hidden="true" on
 * the open dialog itself — role queries then miss it, depending on timing. This gives the two reads
 * browser-like answers: an element is laid out unless it or an ancestor is display:none.
 */
function displayed(element: Element): boolean {
  for (let current: Element | null = element; current; current = current.parentElement) {
    if (current instanceof HTMLElement && current.hidden) return false;
    if (getComputedStyle(current).display === 'none') return false;
  }
  return true;
}

if (!('__hireloopLayoutShim' in HTMLElement.prototype)) {
  Object.defineProperty(HTMLElement.prototype, '__hireloopLayoutShim', { value: true });
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      if (this === this.ownerDocument.body || !this.isConnected || !displayed(this)) return null;
      return this.parentElement;
    },
  });
  const original = HTMLBodyElement.prototype.getBoundingClientRect;
  HTMLBodyElement.prototype.getBoundingClientRect = function getBoundingClientRect(this: HTMLBodyElement) {
    const rect = original.call(this);
    if (rect.width > 0 || rect.height > 0) return rect;
    const width = 1024;
    const height = 768;
    return { x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, width, height, toJSON: () => ({}) };
  };
}

export {};
