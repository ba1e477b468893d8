/** Placeholder: being built. */
export function Toasts() {
  return null;
}
