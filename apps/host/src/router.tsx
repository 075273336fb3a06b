import type { RouteObject } from 'react-router';
import { NotFoundScreen } from './components/not-found-screen';
import { PageLoading } from './components/page-loading';
import { RootRouteError, RouteError } from './components/route-error';
import { products } from './content/products';
import { SiteShell } from './layouts/site-shell';
import type { ProductRouteHandle } from './pages/product-page';

// Every page loads on first visit, the home page and the public layout too: the account area and the
// auth screens never download the public site's pages, header, footer and content (issue 25). A
// pre-rendered page names its route modules for preloading (entry-server.tsx), so none waits on them.
// The six product pages share one template; each route names its product in `handle`.
const productRoutes: RouteObject[] = products.map(({ slug }) => ({
  path: slug,
  handle: { product: slug } satisfies ProductRouteHandle,
  lazy: () => import('./pages/product-page').then((m) => ({ Component: m.ProductPage })),
}));

const publicPages: RouteObject[] = [
  { index: true, lazy: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })) },
  { path: 'about', lazy: () => import('./pages/about-page').then((m) => ({ Component: m.AboutPage })) },
  { path: 'contact', lazy: () => import('./pages/contact-page').then((m) => ({ Component: m.ContactPage })) },
  { path: 'faqs', lazy: () => import('./pages/faqs-page').then((m) => ({ Component: m.FaqsPage })) },
  { path: 'terms', lazy: () => import('./pages/terms-page').then((m) => ({ Component: m.TermsPage })) },
  { path: 'privacy', lazy: () => import('./pages/privacy-page').then((m) => ({ Component: m.PrivacyPage })) },
  { path: 'blogs', lazy: () => import('./pages/blogs-page').then((m) => ({ Component: m.BlogsPage })) },
  {
    path: 'blog-detail/:id',
    lazy: () => import('./pages/blog-detail-page').then((m) => ({ Component: m.BlogDetailPage })),
  },
  { path: 'pricing', lazy: () => import('./pages/pricing-page').then((m) => ({ Component: m.PricingPage })) },
  {
    path: 'activity',
    lazy: () => import('./pages/activity-page').then((m) => ({ Component: m.ActivityPage })),
  },
  ...productRoutes,
  { path: '*', Component: NotFoundScreen },
];

// The auth screens share one chunk with the widgets; the layout (the guard) needs only the session.
const authScreen = (name: keyof typeof import('./auth/auth-screens')) => () =>
  import('./auth/auth-screens').then((m) => ({ Component: m[name] }));

const authRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./auth/auth-layout').then((m) => ({ Component: m.ToLogin })) },
  { path: 'auth', lazy: () => import('./auth/auth-layout').then((m) => ({ Component: m.ToLogin })) },
  { path: 'login', lazy: authScreen('LoginScreen') },
  { path: 'register', lazy: authScreen('RegisterScreen') },
  { path: 'forgot-password', lazy: authScreen('ForgotPasswordScreen') },
  { path: 'verify-email', lazy: authScreen('VerifyEmailScreen') },
  { path: 'verify-reset-password', lazy: authScreen('VerifyResetPasswordScreen') },
  { path: 'reset-password', lazy: authScreen('ResetPasswordScreen') },
  { path: '*', Component: NotFoundScreen },
];

export const routes: RouteObject[] = [
  {
    // The page's one <owo-toaster> sits above every area.
    Component: SiteShell,
    children: [
      {
        path: '/',
        lazy: () => import('./layouts/public-layout').then((m) => ({ Component: m.PublicLayout })),
        ErrorBoundary: RootRouteError,
        // A pathless child keeps the header and footer on screen when a page fails.
        children: [{ ErrorBoundary: RouteError, HydrateFallback: PageLoading, children: publicPages }],
      },
      {
        path: '/auth',
        ErrorBoundary: RootRouteError,
        HydrateFallback: PageLoading,
        lazy: () => import('./auth/auth-layout').then((m) => ({ Component: m.AuthLayout })),
        children: authRoutes,
      },
      // The `owo-app` element routes /app/* inside itself (its guards, layout and screens).
      {
        path: '/app/*',
        ErrorBoundary: RootRouteError,
        HydrateFallback: PageLoading,
        lazy: () => import('./app/app-screen').then((m) => ({ Component: m.AppScreen })),
      },
    ],
  },
];
