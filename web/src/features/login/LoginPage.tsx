/** Placeholder: being built. */
export function LoginPage() {
  return <main id="main"><h1>LoginPage</h1></main>;
}
