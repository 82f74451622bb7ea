import { Redirect, useRouter } from 'wouter';

/** Redirects to an absolute path (also from inside the nested admin router), replacing history. */
export function GoTo({ to }: { to: string }) {
  const { base } = useRouter();
  return <Redirect to={base ? `~${to}` : to} replace />;
}
