/** The people every seeded test database holds, and the seed that puts them there. */
export const ADMIN = { email: 'admin@waypoint.test', password: 'admin-password-1' } as const;
export const EDITOR = { email: 'editor@demo.test', password: 'demo-password-1' } as const;

export const seedOptions = {
  adminEmail: ADMIN.email,
  adminPassword: ADMIN.password,
  demo: true,
  demoPassword: EDITOR.password,
};
