// A page's first, largest image is its Largest Contentful Paint: the browser should fetch it before
// the other images and scripts (Lighthouse's "LCP request discovery", issue 29). React 18 knows no
// `fetchPriority` prop and warns on it, so the attribute is passed in the lowercase HTML spelling.
export const HERO_IMAGE = { fetchpriority: "high", decoding: "async" } as Record<string, string>;
