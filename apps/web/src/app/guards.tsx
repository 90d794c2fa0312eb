import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useAuthStore } from "@/lib/session/auth-store";
import { type GuardKind, guardRedirect } from "./guard-rules";

export function Guard({ kind, children }: { kind: GuardKind; children: ReactNode }) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const user = useAuthStore((state) => state.user);
  const { pathname, search } = useLocation();
  const redirect = guardRedirect(kind, { isAuthenticated, user }, pathname, search);
  if (redirect && redirect !== pathname) return <Navigate to={redirect} replace />;
  return children;
}
