/** Placeholder: being built. */
export function AdditionalVerificationPage() {
  return <main id="main"><h1>AdditionalVerificationPage</h1></main>;
}
