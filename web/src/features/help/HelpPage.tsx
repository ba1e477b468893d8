/** Placeholder: being built. */
export function HelpPage() {
  return <main id="main"><h1>HelpPage</h1></main>;
}
