import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect } from "react";
import { Navigate, Outlet, type RouteObject, useLocation, useRoutes } from "react-router";
import { LoadingScreen } from "@/components/loading-screen";
import { screenRendered } from "@/lib/first-screen";
import { AdminOnly } from "./admin-only";
import { Guard } from "./guards";
import { RoleOnly, type RoleOnlyPage } from "./role-only";
import { ScreenErrorBoundary } from "./screen-error-boundary";
import { loadScreenModule, recoverScreenLoad } from "./stale-screen";
import { RouteChangeUserRefresh } from "./user-refresh";

/**
 * Every screen is its own chunk, loaded behind the full-screen logo. Its first render
 * tells lib/first-screen.ts, which holds back what the screen does not need to paint.
 */
function screen(load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> {
  return lazy(() =>
    loadScreenModule(load).then(({ default: Screen }) => ({
      default: function RenderedScreen() {
        useEffect(screenRendered, []);
        return <Screen />;
      },
    })),
  );
}

const AuthScreen = screen(() => import("@/features/auth/screens/auth-screen"));
const EmailVerificationScreen = screen(() => import("@/features/auth/screens/email-verification-screen"));
const ForgotPasswordScreen = screen(() => import("@/features/auth/screens/forgot-password-screen"));
const ResetPasswordScreen = screen(() => import("@/features/auth/screens/reset-password-screen"));
const SocialCallbackScreen = screen(() => import("@/features/auth/screens/social-callback-screen"));
const OnboardingScreen = screen(() => import("@/features/onboarding/screens/onboarding-screen"));
const TestEmailScreen = screen(() => import("@/features/dev-outbox/screens/test-email-screen"));
const AccountDeletedScreen = screen(() => import("@/features/your-data/screens/account-deleted-screen"));
const UnsubscribeScreen = screen(() => import("@/features/notifications/screens/unsubscribe-screen"));

const privateScreens: Array<[string, LazyExoticComponent<ComponentType>]> = [
  ["/dashboard", screen(() => import("@/features/dashboard/screens/dashboard-screen"))],
  ["/profile", screen(() => import("./screens/profile-screen"))],
  ["/notifications", screen(() => import("@/features/notifications/screens/notifications-screen"))],
  ["/help", screen(() => import("@/features/help/screens/help-screen"))],
  ["/tasks", screen(() => import("./screens/tasks-screen"))],
  ["/post-task", screen(() => import("@/features/tasks/screens/post-task-screen"))],
  ["/tasks/:id", screen(() => import("@/features/tasks/screens/task-detail-screen"))],
  ["/team", screen(() => import("@/features/teams/screens/teams-screen"))],
  ["/team/create", screen(() => import("@/features/teams/screens/team-create-screen"))],
  ["/team/:id", screen(() => import("@/features/teams/screens/team-detail-screen"))],
  ["/team/:id/portfolio", screen(() => import("@/features/teams/screens/team-portfolio-screen"))],
  ["/team/:id/chat", screen(() => import("@/features/chat/screens/team-chat-screen"))],
  ["/freelancers", screen(() => import("./screens/freelancers-screen"))],
  ["/saved-searches", screen(() => import("@/features/saved-searches/screens/saved-searches-screen"))],
  ["/freelancers/:id", screen(() => import("@/features/freelancers/screens/freelancer-detail-screen"))],
  ["/companies/:id", screen(() => import("@/features/companies/screens/company-detail-screen"))],
  ["/my-applications", screen(() => import("@/features/applications/screens/my-applications-screen"))],
  ["/project-management", screen(() => import("@/features/projects/screens/projects-screen"))],
  ["/project-management/:id", screen(() => import("./screens/project-detail-screen"))],
  ["/collaboration", screen(() => import("@/features/collaborations/screens/collaboration-screen"))],
  ["/chat", screen(() => import("@/features/chat/screens/chat-screen"))],
  ["/wallet", screen(() => import("@/features/wallet/screens/wallet-screen"))],
  ["/settings/tax", screen(() => import("@/features/tax/screens/tax-profile-screen"))],
  ["/settings/notifications", screen(() => import("./screens/notification-settings-screen"))],
  ["/account/safety", screen(() => import("@/features/safety/screens/account-safety-screen"))],
  ["/account/security", screen(() => import("./screens/account-security-screen"))],
  ["/account/data", screen(() => import("@/features/your-data/screens/your-data-screen"))],
  ["/account/standing", screen(() => import("@/features/standing/screens/standing-screen"))],
  ["/admin/moderation", screen(() => import("@/features/moderation/screens/moderation-queue-screen"))],
  ["/admin/moderation/appeals", screen(() => import("@/features/moderation/screens/appeals-screen"))],
  ["/admin/moderation/items/:kind/:id", screen(() => import("@/features/moderation/screens/moderation-item-screen"))],
  ["/404", screen(() => import("./not-found-screen"))],
];
const ROLE_ONLY_PATHS: readonly string[] = ["/post-task", "/my-applications", "/team/create"] satisfies RoleOnlyPage[];
const NotFoundScreen = screen(() => import("./not-found-screen"));
// The signed-in shell (sidebar, menus, polling) is a chunk of its own so the login page stays small.
const AppLayout = lazy(() =>
  import("./layout/app-layout")
    .then((module) => ({ default: module.AppLayout }))
    .catch((error: unknown) => recoverScreenLoad(error)),
);

/** A screen's outlet: a failed screen (its code missing after a deploy, a render error) says so. */
function ScreenOutlet() {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <Outlet />
    </ScreenErrorBoundary>
  );
}

function Root() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <RouteChangeUserRefresh />
      <ScreenOutlet />
    </Suspense>
  );
}

/** A private screen; one only a role has renders for that role and says whom it is for to the others. */
function privateScreen(path: string, Screen: ComponentType): RouteObject["element"] {
  if (path.startsWith("/admin/"))
    return (
      <AdminOnly>
        <Screen />
      </AdminOnly>
    );
  if (!ROLE_ONLY_PATHS.includes(path)) return <Screen />;
  return (
    <RoleOnly page={path as RoleOnlyPage}>
      <Screen />
    </RoleOnly>
  );
}

function guarded(kind: Parameters<typeof Guard>[0]["kind"], Screen: ComponentType): RouteObject["element"] {
  return (
    <Guard kind={kind}>
      <Screen />
    </Guard>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: "/", element: guarded("root", () => null) },
      { path: "/auth", element: <Navigate to="/auth/login" replace /> },
      { path: "/auth/login", element: guarded("root", AuthScreen) },
      { path: "/auth/signup", element: guarded("root", AuthScreen) },
      // Deliberately outside the root/'/auth' guard: someone signed in who connects a provider from
      // the profile comes back here too, and that guard would send them to /dashboard unposted.
      { path: "/auth/callback/:provider", element: <SocialCallbackScreen /> },
      { path: "/email-verification", element: guarded("emailVerification", EmailVerificationScreen) },
      { path: "/onboarding", element: guarded("onboarding", OnboardingScreen) },
      { path: "/forget-password", element: <ForgotPasswordScreen /> },
      { path: "/reset-password", element: <ResetPasswordScreen /> },
      // The API serves the outbox only outside production; there the screen shows its answer.
      { path: "/test-email-api", element: <TestEmailScreen /> },
      // Signed out by then: a deleted account has no session left (decision 0099).
      { path: "/account-deleted", element: <AccountDeletedScreen /> },
      // An email's unsubscribe link works signed in or not: its token is the only authority (decision 0104).
      { path: "/unsubscribe", element: <UnsubscribeScreen /> },
      {
        element: (
          <Guard kind="private">
            <AppLayout>
              <Suspense fallback={<LoadingScreen />}>
                <ScreenOutlet />
              </Suspense>
            </AppLayout>
          </Guard>
        ),
        children: [
          ...privateScreens.map(([path, Screen]) => ({ path, element: privateScreen(path, Screen) })),
          { path: "*", element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];

/** The route table; no loaders or actions, so the declarative router suffices. */
export function AppRoutes() {
  return useRoutes(routes);
}
