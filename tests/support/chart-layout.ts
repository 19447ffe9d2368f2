// jsdom has no SVG text layout; the charts measure their axis labels with these. Import it in a
// test file that draws charts.
Object.assign(SVGElement.prototype, {
  getComputedTextLength: () => 40,
  getBBox: () => ({ x: 0, y: 0, width: 40, height: 12 }),
});
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
