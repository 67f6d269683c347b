// The days of CHANGELOG.md, made at build time by vite-plugins/changelog.ts.
declare module "virtual:changelog" {
  const days: { date: string; items: string[] }[];
  export default days;
}
