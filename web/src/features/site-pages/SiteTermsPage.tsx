/** Placeholder: being built. */
export function SiteTermsPage() {
  return <main id="main"><h1>SiteTermsPage</h1></main>;
}
