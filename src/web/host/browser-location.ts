// Full-page navigations go through this object so tests can observe them
// (jsdom cannot navigate, and ESM exports cannot be spied on).
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
