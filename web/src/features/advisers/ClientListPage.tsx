/** Placeholder: being built. */
export function ClientListPage() {
  return <main id="main"><h1>ClientListPage</h1></main>;
}
