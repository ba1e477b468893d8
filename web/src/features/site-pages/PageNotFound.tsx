/** Placeholder: being built. */
export function PageNotFound() {
  return <main id="main"><h1>PageNotFound</h1></main>;
}
