// The spec's second sign-in page: the same form in the empty layout, for embedding and kiosks.
export { loader, action, meta } from "./login/route";
export { LoginForm as default } from "./login/login-form";
export const handle = { layout: "empty" };
