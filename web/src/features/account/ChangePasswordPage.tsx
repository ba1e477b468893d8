/** Placeholder: being built. */
export function ChangePasswordPage() {
  return <main id="main"><h1>ChangePasswordPage</h1></main>;
}
