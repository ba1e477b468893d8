/** jsdom has no matchMedia: a fake where every max-width query at or above `width` matches. */
export function fakeViewportWidth(width: number): void {
  window.matchMedia = (query: string) => {
    const m = /max-width:\s*(\d+)px/.exec(query);
    const matches = m ? width <= Number(m[1]) : false;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}

export function clearViewportWidth(): void {
  delete (window as { matchMedia?: unknown }).matchMedia;
}
