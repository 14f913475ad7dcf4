/** The public pages and the route modules (app/routes.ts, without extension) each one matches. */
export const PUBLIC_PAGES: { page: string; routes: string[] }[] = [
  { page: "/", routes: ["root", "routes/home/home"] },
  { page: "/saunas", routes: ["root", "routes/saunas/saunas"] },
  { page: "/sauna/{id}", routes: ["root", "routes/sauna/sauna"] },
  { page: "/blog", routes: ["root", "routes/blog/blog"] },
  { page: "/blog/{slug}", routes: ["root", "routes/blog/article"] },
  { page: "/auth", routes: ["root", "routes/auth/auth"] },
  { page: "/gift-vouchers", routes: ["root", "routes/gift-vouchers/gift-vouchers"] },
];
