/** Placeholder: being built. */
export function TextPage(_props: { segment: string }) {
  return <main id="main"><h1>TextPage</h1></main>;
}
