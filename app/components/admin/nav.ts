/**
 * The admin sidebar (docs/admin.md, The shell). Safe for the browser.
 * `adminOnly` links (user management, the audit log) are hidden from managers (the server
 * refuses them anyway).
 */
export type NavLink = { label: string; to: string; adminOnly?: boolean };
export type NavGroup = { id: string; label: string; icon: string; links: NavLink[] };
export type NavEntry = {
  id: string;
  label: string;
  icon: string;
  to: string;
  /** A number the layout's loader counts (AdminCounts), shown beside the label when above 0. */
  count?: keyof AdminCounts;
  adminOnly?: boolean;
};

/** Figures the sidebar shows: unhandled messages. */
export type AdminCounts = { messages: number };

export const NAV: (NavGroup | NavEntry)[] = [
  { id: "dashboard", label: "Dashboard", icon: "dashboard", to: "/admin/dashboard" },
  {
    id: "products",
    label: "Products",
    icon: "products",
    links: [
      { label: "Products", to: "/admin/products" },
      { label: "Add Product", to: "/admin/product/new" },
      { label: "Specification List", to: "/admin/field" },
      { label: "Datasheets", to: "/admin/datasheet" },
      { label: "Product Reviews", to: "/admin/reviews" },
      { label: "Search synonyms", to: "/admin/synonyms" },
      { label: "Bin", to: "/admin/bin" },
    ],
  },
  {
    id: "category",
    label: "Category",
    icon: "category",
    links: [
      { label: "Category", to: "/admin/category" },
      { label: "Sub Category", to: "/admin/subcategory" },
      { label: "Sub-SubCategory", to: "/admin/sub-subcategory" },
    ],
  },
  {
    id: "users",
    label: "Users",
    icon: "users",
    links: [
      { label: "Users", to: "/admin/users", adminOnly: true },
      { label: "Add User", to: "/admin/user/new", adminOnly: true },
      { label: "Customers", to: "/admin/customers" },
    ],
  },
  {
    id: "pages",
    label: "Pages",
    icon: "pages",
    links: [
      { label: "Certificates", to: "/admin/certificates" },
      { label: "Videos", to: "/admin/videos" },
      { label: "Know-how", to: "/admin/know-how" },
      { label: "Blog", to: "/admin/blog" },
    ],
  },
  { id: "messages", label: "Messages", icon: "messages", to: "/admin/messages", count: "messages" },
  { id: "audit", label: "Audit log", icon: "dashboard", to: "/admin/audit", adminOnly: true },
];

export const isGroup = (entry: NavGroup | NavEntry): entry is NavGroup => "links" in entry;

/** Whether `pathname` is the screen of `to` or one below it. */
export const isUnder = (pathname: string, to: string) =>
  pathname === to || pathname.startsWith(`${to}/`);
