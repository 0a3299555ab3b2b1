import { createContext, useContext } from 'react';
import { Navigate, type To } from 'react-router';

/** Set by server-side rendering (entry-server.tsx): where a page sends the shopper instead of rendering. */
export const ServerRedirect = createContext<((to: To) => void) | null>(null);

/**
 * `<Navigate replace>` that the server also hears: a server-rendered page answers it with an HTTP
 * redirect instead of HTML, so the shopper lands on the right address at once.
 */
export function Redirect({ to }: { to: To }) {
  const server = useContext(ServerRedirect);
  if (!server) return <Navigate to={to} replace />;
  server(to);
  return null;
}
