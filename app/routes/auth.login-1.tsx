import { LoginForm } from "./login/login-form";

// The spec's second sign-in page: the same form in the empty layout, for embedding and kiosks.
// The empty layout has no landmarks of its own, so the form sits in this page's <main> (axe's
// landmark-one-main and region, issue 49).
export { loader, action, meta } from "./login/route";
export const handle = { layout: "empty" };

export default function KioskLogin() {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
      <LoginForm />
    </main>
  );
}
