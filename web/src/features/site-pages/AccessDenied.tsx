/** Placeholder: being built. */
export function AccessDenied() {
  return <main id="main"><h1>AccessDenied</h1></main>;
}
