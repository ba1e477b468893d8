import { Outlet } from 'react-router-dom';

/** Placeholder: being built. */
export function SignedInLayout(_props: { section: 'clients' | 'advisers' }) {
  return <main id="main"><Outlet /></main>;
}
