/** Full page loads, which drop every bit of in-memory state; replaceable because jsdom cannot navigate. */
export interface PageNavigation {
  assign(url: string): void;
  reload(): void;
}

const browserNavigation: PageNavigation = {
  assign: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
};

let current = browserNavigation;

export const pageNavigation: PageNavigation = {
  assign: (url) => current.assign(url),
  reload: () => current.reload(),
};

/** Replaces how the page navigates; returns a restore function. */
export function replacePageNavigation(navigation: PageNavigation): () => void {
  current = navigation;
  return () => {
    current = browserNavigation;
  };
}
