/** Placeholder: being built. */
export function MaintenancePage() {
  return <main id="main"><h1>MaintenancePage</h1></main>;
}
